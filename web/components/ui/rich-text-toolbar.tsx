import { useEditorState, type Editor } from '@tiptap/react';
import { Fragment, type ReactNode } from 'react';

import { safeLink } from '#common/safe-link';
import { commonText } from '#common/texts/common';
import { richTextText } from '#common/texts/pages';

import { showError } from '../../lib/alerts.ts';
import { OutlineIcon } from './outline-icon.tsx';

/** One toolbar button: what it is called, what it shows, and what it does to the editor. */
interface Tool {
  label: string;
  /** The name while `isActive` holds, when it differs ('Hapus tautan'). */
  activeLabel?: string;
  /** Letters shown on the button, also first in its name (see ToolButton). */
  text?: string;
  icon?: ReactNode;
  /** A mark or block the selection has: the button is then a pressed toggle. */
  isActive?: (editor: Editor) => boolean;
  /** Whether the command can run now; a button that cannot is disabled. */
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const focused = (editor: Editor) => editor.chain().focus();

/** Three lines on the right of a list button; `children` draws the bullets or numbers. */
function ListIcon({ children }: { children: ReactNode }) {
  return (
    <OutlineIcon className="h-4 w-4" isRound>
      <path d="M9 7h12M9 12h12M9 17h12" />
      {children}
    </OutlineIcon>
  );
}

const LINK_ICON = (
  <OutlineIcon className="h-4 w-4">
    <g strokeLinecap="round">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </g>
  </OutlineIcon>
);

/** Adds a link at the selection, or removes the one it is on. */
async function toggleLink(editor: Editor) {
  if (editor.isActive('link')) {
    focused(editor).extendMarkRange('link').unsetLink().run();
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
  focused(editor).extendMarkRange('link').setLink({ href: safeHref }).run();
}

/** Whether the selection is in the mark or block the editor calls `name`. */
const isIn = (name: string, attributes?: Record<string, unknown>) => (editor: Editor) =>
  editor.isActive(name, attributes);

/** A bold, italic… button: the mark tiptap calls `name`, shown as `icon`. */
const mark = (name: string, label: string, icon: ReactNode): Tool => ({
  label,
  icon,
  isActive: isIn(name),
  run: (e) => focused(e).toggleMark(name).run(),
});

/** Undo or redo, disabled while there is nothing to take back or do again. */
const historyStep = (step: 'undo' | 'redo', label: string, icon: string): Tool => ({
  label,
  icon,
  canRun: (e) => e.can()[step](),
  run: (e) => focused(e)[step]().run(),
});

/** The buttons in groups, with a separator between groups. */
const TOOL_GROUPS: Tool[][] = [
  [
    mark('bold', richTextText.bold, <b>B</b>),
    mark('italic', richTextText.italic, <i>I</i>),
    mark('underline', richTextText.underline, <u>U</u>),
    mark('strike', richTextText.strike, <s>S</s>),
  ],
  ([2, 3] as const).map((level) => ({
    label: level === 2 ? richTextText.heading2 : richTextText.heading3,
    text: `H${level}`,
    isActive: isIn('heading', { level }),
    run: (e) => focused(e).toggleHeading({ level }).run(),
  })),
  [
    {
      label: richTextText.bulletList,
      icon: (
        <ListIcon>
          {[7, 12, 17].map((cy) => (
            <circle key={cy} cx="4.5" cy={cy} r="1.3" fill="currentColor" stroke="none" />
          ))}
        </ListIcon>
      ),
      isActive: isIn('bulletList'),
      run: (e) => focused(e).toggleBulletList().run(),
    },
    {
      label: richTextText.orderedList,
      icon: (
        <ListIcon>
          <path d="M3.5 5.5 5 4.5v5M3 19h3l-3-3.2c.6-.7 1-1.1 1.6-1.1.8 0 1.4.5 1.4 1.2" />
        </ListIcon>
      ),
      isActive: isIn('orderedList'),
      run: (e) => focused(e).toggleOrderedList().run(),
    },
    {
      label: richTextText.blockquote,
      icon: '❝',
      isActive: isIn('blockquote'),
      run: (e) => focused(e).toggleBlockquote().run(),
    },
    {
      label: richTextText.link,
      activeLabel: richTextText.unlink,
      icon: LINK_ICON,
      isActive: isIn('link'),
      run: (e) => void toggleLink(e),
    },
  ],
  [historyStep('undo', richTextText.undo, '↶'), historyStep('redo', richTextText.redo, '↷')],
];

/** The rich-text editor's compact toolbar: only what the server's sanitizer keeps. */
export function Toolbar({ editor }: { editor: Editor }) {
  // Re-render on each transaction with what every button shows: pressed and enabled.
  const states = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      TOOL_GROUPS.map((group) =>
        group.map((tool) => ({ isActive: tool.isActive?.(e), canRun: tool.canRun?.(e) ?? true })),
      ),
  });

  return (
    <div
      role="toolbar"
      aria-label={richTextText.toolbarLabel}
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {TOOL_GROUPS.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex ? <Separator /> : null}
          {group.map((tool, index) => {
            const { isActive, canRun } = states[groupIndex][index];
            return (
              <ToolButton
                key={tool.label}
                label={isActive && tool.activeLabel ? tool.activeLabel : tool.label}
                isActive={isActive}
                disabled={!canRun}
                onClick={() => tool.run(editor)}
                text={tool.text}
              >
                {tool.icon}
              </ToolButton>
            );
          })}
        </Fragment>
      ))}
    </div>
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
  disabled: boolean;
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
      aria-pressed={isActive}
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
