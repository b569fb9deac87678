/**
 * /baja-alerta/:token: the link of every alert mail. Opening it unsubscribes (no login: the
 * token is the key) and says so; a used or wrong link says that instead.
 */
import { Link } from 'react-router';
import { TokenLinkPage } from '../../components/TokenLinkPage';
import { unsubscribeAlertWithToken } from '../../lib/api/alerts';

const run = (token: string) => unsubscribeAlertWithToken(token).then((v) => `Listo: ya no recibirás la alerta ${v.Resumen}.`);

export default function UnsubscribePage() {
  return (
    <TokenLinkPage
      documentTitle="Darse de baja de una alerta | Chamba"
      heading="Alertas de empleo"
      busyLabel="Dando de baja la alerta..."
      run={run}
      doneLinks={
        <>
          <Link to="/misalertas">Ver mis alertas</Link> · <Link to="/busquedatrabajo">Buscar empleos</Link>
        </>
      }
      errorLinks={<Link to="/misalertas">Ver mis alertas</Link>}
    />
  );
}
