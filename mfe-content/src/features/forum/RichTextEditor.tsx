// The thread form's rich-text 'Text' editor (spec 3 §2, §9: minimum height 200): TipTap (ProseMirror) with bold,
// italic, bulleted and numbered lists and links; a labelled multi-line textbox for screen readers, its toolbar a
// labelled group of toggle buttons. The server cleans what it receives with the shared allow-list anyway.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type MouseEvent } from 'react';
import { isAllowedHtmlUrl } from '@mealplan/shared/html';
import { Button, TextField, useText } from '@mealplan/shared/ui';
import { Icon } from './common';
import type { ForumTextId } from './i18n';

export interface RichTextEditorProps {
  label: string;
  /** The HTML the editor starts with (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** An https / http / mailto address, or a bare host that becomes https. */
function linkAddress(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const url = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return /^(https?|mailto):/i.test(url) && isAllowedHtmlUrl(url) ? url : null;
}

export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const t = useText<ForumTextId>();
  const labelId = useId();
  const errorId = useId();
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => linkAddress(url) !== null },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'forum-editor__content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  const applyLink = () => {
    const url = linkAddress(address);
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinking(false);
    setAddress('');
  };

  const toggles: Array<{ key: keyof typeof active; messageId: ForumTextId; run: () => void; mark: string }> = [
    { key: 'bold', messageId: 'forum.editor.bold', run: () => editor.chain().focus().toggleBold().run(), mark: 'B' },
    { key: 'italic', messageId: 'forum.editor.italic', run: () => editor.chain().focus().toggleItalic().run(), mark: 'I' },
    { key: 'bulletList', messageId: 'forum.editor.bulletList', run: () => editor.chain().focus().toggleBulletList().run(), mark: '•' },
    { key: 'orderedList', messageId: 'forum.editor.orderedList', run: () => editor.chain().focus().toggleOrderedList().run(), mark: '1.' },
  ];

  return (
    <div className={['ui-field', 'forum-editor', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="ui-field__label" id={labelId} onClick={() => editor.commands.focus()}>
        {label}
      </span>
      <div className="forum-editor__frame">
        <div className="forum-editor__toolbar" role="toolbar" aria-label={t('forum.editor.toolbar')}>
          {toggles.map((toggle) => (
            <button
              key={toggle.key}
              type="button"
              className={`forum-editor__tool forum-editor__tool--${toggle.key}`}
              aria-label={t(toggle.messageId)}
              title={t(toggle.messageId)}
              aria-pressed={active[toggle.key]}
              onMouseDown={keepEditorFocus}
              onClick={toggle.run}
            >
              <span aria-hidden="true" data-mark={toggle.mark} />
            </button>
          ))}
          <button
            type="button"
            className="forum-editor__tool forum-editor__tool--link"
            aria-label={t(active.link ? 'forum.editor.unlink' : 'forum.editor.link')}
            title={t(active.link ? 'forum.editor.unlink' : 'forum.editor.link')}
            aria-pressed={active.link}
            aria-expanded={active.link ? undefined : linking}
            onClick={() => (active.link ? editor.chain().focus().unsetLink().run() : setLinking(!linking))}
          >
            <Icon name="link" />
          </button>
        </div>
        {linking && (
          <div className="forum-editor__link">
            <TextField
              label={t('forum.editor.linkAddress')}
              type="url"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the link instead of saving the thread form around it.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                applyLink();
              }}
            />
            <Button variant="secondary" onClick={applyLink}>
              {t('forum.editor.applyLink')}
            </Button>
            <Button variant="ghost" onClick={() => setLinking(false)}>
              {t('forum.editor.cancelLink')}
            </Button>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A toolbar button pressed with the mouse leaves the focus (and the caret) in the editor: otherwise the button takes
 * the focus and the editor gets it back only on the next frame, so keys typed right after the click are lost.
 */
function keepEditorFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
