import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';

import { safeLink } from '#common/safe-link';
import { commonText } from '#common/texts/common';
import { richTextText } from '#common/texts/pages';

import { showError } from '../../lib/alerts.ts';
import { RichTextContent } from './rich-text-content.tsx';

/**
 * The one rich-text editor (Tiptap), 500 px high, no menu bar, a compact toolbar, and a
 * 'Pratinjau' toggle that shows the HTML exactly as public pages render it. The toolbar only
 * offers what the server's sanitizer keeps (docs/decisions/007-html-sanitizing.md). Import it
 * from admin route modules only: it is a large chunk that public pages never load.
 */

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  const [isPreview, setIsPreview] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'min-h-full px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Content that arrives later (the page loaded after the editor) replaces the editor's.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="block text-sm font-medium text-slate-700">
          {label}
        </span>
        <button
          type="button"
          aria-pressed={isPreview}
          onClick={() => setIsPreview((shown) => !shown)}
          className="focus-visible:outline-brand-600 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2"
        >
          {isPreview ? richTextText.backToEditor : richTextText.preview}
        </button>
      </div>
      <div
        className={`overflow-hidden rounded-lg border bg-white shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        {isPreview ? (
          // tabIndex: a keyboard scrolls a long preview too (axe scrollable-region-focusable).
          <div
            className="focus-visible:outline-brand-600 h-[500px] overflow-y-auto px-5 py-4 focus-visible:outline-2"
            aria-label={richTextText.preview}
            role="region"
            tabIndex={0}
          >
            {value ? (
              <RichTextContent html={value} />
            ) : (
              <p className="text-slate-500">{richTextText.emptyPreview}</p>
            )}
          </div>
        ) : (
          <>
            {editor ? <Toolbar editor={editor} /> : null}
            <div
              className="[&_.tiptap_a]:text-brand-700 [&_.tiptap_blockquote]:border-brand-300 h-[500px] overflow-y-auto text-slate-800 [&_.tiptap]:min-h-full [&_.tiptap_a]:underline [&_.tiptap_blockquote]:border-l-4 [&_.tiptap_blockquote]:pl-3 [&_.tiptap_h2]:text-2xl [&_.tiptap_h2]:font-bold [&_.tiptap_h3]:text-xl [&_.tiptap_h3]:font-bold [&_.tiptap_h4]:text-lg [&_.tiptap_h4]:font-semibold [&_.tiptap_ol]:list-decimal [&_.tiptap_ol]:pl-6 [&_.tiptap_p]:my-2 [&_.tiptap_ul]:list-disc [&_.tiptap_ul]:pl-6"
              onClick={() => editor?.commands.focus()}
            >
              <EditorContent editor={editor} className="h-full" />
            </div>
          </>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  async function onLink() {
    if (state.link) {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = window.prompt(richTextText.linkPrompt, 'https://')?.trim();
    if (!href || href === 'https://') return;
    // The server's sanitizer would drop any other link (common/safe-link.ts).
    const safeHref = safeLink(href);
    if (safeHref === undefined) {
      await showError(commonText.invalidUrl);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: safeHref }).run();
  }

  return (
    <div
      role="toolbar"
      aria-label={richTextText.toolbarLabel}
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      <ToolButton
        label={richTextText.bold}
        isActive={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <b>B</b>
      </ToolButton>
      <ToolButton
        label={richTextText.italic}
        isActive={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <i>I</i>
      </ToolButton>
      <ToolButton
        label={richTextText.underline}
        isActive={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u>U</u>
      </ToolButton>
      <ToolButton
        label={richTextText.strike}
        isActive={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <s>S</s>
      </ToolButton>
      <Separator />
      <ToolButton
        label={richTextText.heading2}
        isActive={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
        text="H2"
      />
      <ToolButton
        label={richTextText.heading3}
        isActive={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        text="H3"
      />
      <Separator />
      <ToolButton
        label={richTextText.bulletList}
        isActive={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <ListIcon>
          <circle cx="4.5" cy="7" r="1.3" fill="currentColor" stroke="none" />
          <circle cx="4.5" cy="12" r="1.3" fill="currentColor" stroke="none" />
          <circle cx="4.5" cy="17" r="1.3" fill="currentColor" stroke="none" />
        </ListIcon>
      </ToolButton>
      <ToolButton
        label={richTextText.orderedList}
        isActive={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListIcon>
          <path d="M3.5 5.5 5 4.5v5M3 19h3l-3-3.2c.6-.7 1-1.1 1.6-1.1.8 0 1.4.5 1.4 1.2" />
        </ListIcon>
      </ToolButton>
      <ToolButton
        label={richTextText.blockquote}
        isActive={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        ❝
      </ToolButton>
      <ToolButton
        label={state.link ? richTextText.unlink : richTextText.link}
        isActive={state.link}
        onClick={() => void onLink()}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </svg>
      </ToolButton>
      <Separator />
      <ToolButton
        label={richTextText.undo}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        ↶
      </ToolButton>
      <ToolButton
        label={richTextText.redo}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        ↷
      </ToolButton>
    </div>
  );
}

/** Three lines on the right of a list button; `children` draws the bullets or numbers. */
function ListIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 7h12M9 12h12M9 17h12" />
      {children}
    </svg>
  );
}

/**
 * A toolbar button named by `label`. A button that shows letters (`text`, such as 'H2') carries
 * them first in its name too ('H2, Judul 2'), so what a voice-control user reads is what they
 * can say (WCAG 2.5.3).
 */
function ToolButton({
  label,
  isActive,
  disabled,
  onClick,
  text,
  children,
}: {
  label: string;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
  text?: string;
  children?: ReactNode;
}) {
  // Visible letters first; axe ignores anything in parentheses when it compares.
  const name = text ? `${text}, ${label}` : label;
  return (
    <button
      type="button"
      title={name}
      aria-label={name}
      aria-pressed={isActive === undefined ? undefined : isActive}
      disabled={disabled}
      onClick={onClick}
      className={`focus-visible:outline-brand-600 min-w-9 rounded-md px-2 py-1.5 text-sm font-semibold transition focus-visible:outline-2 disabled:opacity-40 ${
        isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
      }`}
    >
      <span aria-hidden="true" className="inline-flex items-center justify-center">
        {text ?? children}
      </span>
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 w-px self-stretch bg-slate-300" />;
}
