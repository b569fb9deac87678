import type { CvView } from '../view';

/** A photo react-pdf can draw: a URL / data URL (browser) or the image bytes (server). */
export type CvPhoto = string | { data: Buffer; format: 'png' | 'jpg' };

export type CvTemplateProps = {
  view: CvView;
  photo?: CvPhoto | null;
  /** An unpaid preview: every page carries the 'VISTA PREVIA' watermark. The paid PDF never sets it. */
  preview?: boolean;
};
