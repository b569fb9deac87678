/**
 * The article body editor (TipTap). Imported only by the article create and edit pages, so the
 * editor's code loads with those pages and never with the public ones.
 */
import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TextField } from '../../components/Field';

type Props = {
  id: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  onBlur?: () => void;
};

function ToolButton({ label, active, onClick, children, disabled }: { label: string; active?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="rte-button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Formato del texto">
      <ToolButton label="Negrita" active={s.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Cursiva" active={s.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="Subrayado" active={s.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>S</u>
      </ToolButton>
      <ToolButton label="Tachado" active={s.strike} onClick={() => chain().toggleStrike().run()}>
        <s>T</s>
      </ToolButton>
      <span className="rte-sep" aria-hidden="true" />
      <ToolButton label="Encabezado H2" active={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="Subencabezado H3" active={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="Lista con viñetas" active={s.bullet} onClick={() => chain().toggleBulletList().run()}>
        • ≡
      </ToolButton>
      <ToolButton label="Lista numerada" active={s.ordered} onClick={() => chain().toggleOrderedList().run()}>
        {/* Drawn, not written: a visible '1.' would have to be part of the button's name (WCAG 2.5.3). */}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 6h11M10 12h11M10 18h11" />
          <path d="M3 5l1.5-1v5" strokeWidth="1.5" />
          <path d="M3 11a1.2 1.2 0 0 1 2.4 0c0 1.2-2.4 1.6-2.4 3h2.6" strokeWidth="1.5" />
          <path d="M3 16.5h2.4l-1.2 1.5a1.2 1.2 0 1 1-1.2 1.6" strokeWidth="1.5" />
        </svg>
      </ToolButton>
      <ToolButton label="Cita" active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolButton>
      <ToolButton label={s.link ? 'Quitar enlace' : 'Enlace'} active={s.link} onClick={() => (s.link ? chain().unsetLink().run() : onLink())}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
          <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
        </svg>
      </ToolButton>
      <span className="rte-sep" aria-hidden="true" />
      <ToolButton label="Deshacer" onClick={() => chain().undo().run()} disabled={!s.canUndo}>
        ↶
      </ToolButton>
      <ToolButton label="Rehacer" onClick={() => chain().redo().run()} disabled={!s.canRedo}>
        ↷
      </ToolButton>
    </div>
  );
}

export function RichTextEditor({ id, label, initialHtml, onChange, error, onBlur }: Props) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const [linkError, setLinkError] = useState<string | undefined>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        class: 'rte-content blog-body',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-err` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const saveLink = () => {
    const url = href.trim();
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(url)) {
      setLinkError('Escribe una dirección que empiece con https://, mailto: o tel:');
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <div className={`field rte${error ? ' rte-invalid' : ''}`}>
      <span className="rte-label" id={`${id}-label`}>
        {label}
      </span>
      {editor && (
        <Toolbar
          editor={editor}
          onLink={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
            setLinkError(undefined);
            setLinkOpen(true);
          }}
        />
      )}
      <EditorContent editor={editor} />
      {error && (
        <small id={`${id}-err`} className="field-error">
          {error}
        </small>
      )}
      <ConfirmModal title="Insertar enlace" open={linkOpen} onClose={() => setLinkOpen(false)} onConfirm={saveLink} confirmLabel="Insertar">
        <TextField
          label="Dirección del enlace"
          type="url"
          value={href}
          error={linkError}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              saveLink();
            }
          }}
          data-autofocus
        />
      </ConfirmModal>
    </div>
  );
}
