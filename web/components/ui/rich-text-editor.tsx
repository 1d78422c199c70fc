import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';

import { richTextText } from '#common/texts/pages';

import { RichTextContent } from './rich-text-content.tsx';
import { Toolbar } from './rich-text-toolbar.tsx';

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
