import { useEffect, useState } from 'react';
import { dismissNotice, subscribeNotices, type Notice } from '../lib/notify';
import { Modal } from './Modal';

/** Shows the current notice (the spec's alerts) as a dialog. */
export function NoticeHost() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => subscribeNotices(setNotice), []);
  if (!notice) return null;
  const title = notice.tone === 'error' ? 'Atención' : notice.tone === 'success' ? 'Listo' : 'Aviso';
  return (
    <Modal
      title={title}
      open
      role="alertdialog"
      onClose={dismissNotice}
      footer={
        <button type="button" className="btn btn-primary" onClick={dismissNotice} data-autofocus>
          Aceptar
        </button>
      }
    >
      <p className={`notice notice-${notice.tone}`} style={{ whiteSpace: 'pre-line' }}>
        {notice.message}
      </p>
    </Modal>
  );
}
