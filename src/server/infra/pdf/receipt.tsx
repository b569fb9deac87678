/**
 * The payment receipt (comprobante) as a one-page PDF: number, date, payer, CI/NIT and razón social, concept,
 * amount in Bs, our transaction id and the gateway's. Rendered from the stored payment only.
 */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { FONTS } from '../../../cv/fonts';
import { registerServerCvFonts } from './fonts.server';

export type ReceiptData = {
  numero: string;
  fecha: string;
  pagador: string;
  /** CI or NIT (issue 39). */
  tipoDocumento: string;
  ciNit: string;
  razonSocial: string;
  correo: string;
  concepto: string;
  detalle: string;
  montoBs: number;
  transaccion: number;
  referenciaPasarela: string;
  pasarela: string;
};

const s = StyleSheet.create({
  page: { fontFamily: FONTS.sans, fontSize: 10.5, color: '#1f2933', padding: 48 },
  brand: { fontSize: 22, fontWeight: 700, color: '#0b7a53' },
  title: { fontSize: 15, fontWeight: 700, marginTop: 18, marginBottom: 14 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d0d7de', paddingVertical: 6 },
  label: { width: 150, color: '#52606d' },
  value: { flex: 1 },
  total: { flexDirection: 'row', marginTop: 16, paddingTop: 8, borderTopWidth: 1.5, borderTopColor: '#0b7a53' },
  totalText: { fontSize: 13, fontWeight: 700 },
  foot: { marginTop: 28, fontSize: 8.5, color: '#52606d', lineHeight: 1.4 },
});

function Receipt({ r }: { r: ReceiptData }) {
  const rows: [string, string][] = [
    ['Comprobante Nº', r.numero],
    ['Fecha de pago', r.fecha],
    ['Pagado por', r.pagador],
    [r.tipoDocumento === 'NIT' ? 'NIT' : 'CI', r.ciNit],
    ['Razón social', r.razonSocial],
    ['Correo', r.correo],
    ['Concepto', r.concepto],
    ['Detalle', r.detalle],
    ['Transacción Chamba', String(r.transaccion)],
    ['Referencia de la pasarela', `${r.referenciaPasarela} (${r.pasarela})`],
  ];
  return (
    <Document title={`Comprobante ${r.numero}`} author="Chamba" language="es-BO">
      <Page size="A4" style={s.page}>
        <Text style={s.brand}>Chamba</Text>
        <Text style={s.title}>Comprobante de pago</Text>
        {rows.map(([label, value]) => (
          <View key={label} style={s.row}>
            <Text style={s.label}>{label}</Text>
            <Text style={s.value}>{value}</Text>
          </View>
        ))}
        <View style={s.total}>
          <Text style={[s.label, s.totalText]}>Total pagado</Text>
          <Text style={[s.value, s.totalText]}>Bs. {r.montoBs.toFixed(2)}</Text>
        </View>
        <Text style={s.foot}>
          Este comprobante acredita el pago recibido por Chamba mediante código QR. No es una factura fiscal.
        </Text>
      </Page>
    </Document>
  );
}

export function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  registerServerCvFonts();
  return renderToBuffer(<Receipt r={r} />);
}
