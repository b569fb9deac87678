export {};
import {readFileSync} from 'fs';import {extractPdfLayout} from './src/cv-analysis';
const f = process.argv[2]; const re = new RegExp(process.argv[3], 'i');
const lay = await extractPdfLayout(new Uint8Array(readFileSync('/work/shared/cvset-dev/pdf/'+f+'.pdf')));
lay.lines.forEach((l, i) => { if (re.test(l.text)) console.log(i, l.page, l.column, Math.round(l.x), JSON.stringify(l.cells)); });
