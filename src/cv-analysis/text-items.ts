/**
 * The text layer as the PDF reader hands it over (pdf-text.ts): positioned items by page, before
 * layout.ts turns them into lines and bold.ts reads their fonts.
 */
export interface RawItem {
  str: string;
  /** Left edge and baseline, points from the top-left corner. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  fontId: string;
}

export interface RawPage {
  page: number;
  width: number;
  height: number;
  items: RawItem[];
}
