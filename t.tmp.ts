export {};
import {readFileSync} from 'fs';import {parseCvPdf, extractPdfLayout} from './src/cv-analysis';
const f = process.argv[2];
const buf = new Uint8Array(readFileSync('/work/shared/cvset-dev/pdf/'+f+'.pdf'));
const lay = await extractPdfLayout(buf);
if (process.argv[3]) for (const l of lay.lines.slice(0, Number(process.argv[3]))) console.log(l.page, l.column, Math.round(l.x), l.fontSize.toFixed(1), l.bold?'B':' ', JSON.stringify(l.cells));
const cv=await parseCvPdf(buf,{today:new Date('2026-11-01T12:00:00Z')});
const { texto, ...rest } = cv; console.log(JSON.stringify({...rest, experiencias: cv.experiencias.map(e=>e.nombre+' @ '+e.nombreInstitucion), educacion: cv.educacion.map(e=>[e.nombre,e.nivel,e.completo])}, null, 0));
