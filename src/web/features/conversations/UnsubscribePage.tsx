/**
 * /baja-mensajes/:token: the link of every message e-mail (issue 40). Opening it turns message
 * e-mails off (no login: the token is the key) and says so; a wrong link says that instead.
 */
import { Link } from 'react-router';
import { TokenLinkPage } from '../../components/TokenLinkPage';
import { unsubscribeWithToken } from './api/conversations';

const run = (token: string) => unsubscribeWithToken(token).then((r) => r.message);
const toInbox = <Link to="/mensajes">Ir a mis mensajes</Link>;

export default function UnsubscribeMessagesPage() {
  return (
    <TokenLinkPage
      documentTitle="Correos de mensajes | Chamba"
      heading="Correos de mensajes"
      busyLabel="Dando de baja los correos..."
      run={run}
      doneLinks={toInbox}
      errorLinks={toInbox}
    />
  );
}
