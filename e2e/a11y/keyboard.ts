import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Keyboard-only helpers (docs/decisions/035): move with Tab as a keyboard user does, and check at every stop
 * that the focused element shows where the focus is (an outline or a ring, WCAG 2.4.7).
 */

/** What the focused element looks like: null when nothing but the page has the focus. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    // A text field shows its caret. (Headless Chromium sometimes leaves a field that Tab
    // reached unmatched by :focus, so its ring cannot be read there.)
    const isTextEntry =
      element.matches('input:not([type=checkbox],[type=radio],[type=file]), textarea') ||
      (element as HTMLElement).isContentEditable;
    return {
      isTextEntry,
      element: element.outerHTML.slice(0, 160),
      isFocusVisible: element.matches(':focus-visible'),
      hasOutline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      hasRing: style.boxShadow !== 'none',
      boxShadow: style.boxShadow,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
}

export async function expectFocusVisible(page: Page) {
  // Styles follow the focus a frame later: poll until they show it.
  let last: Awaited<ReturnType<typeof focusIndicator>> = null;
  await expect
    .poll(
      async () => {
        last = await focusIndicator(page);
        return (
          !!last && (last.isTextEntry || (last.isFocusVisible && (last.hasOutline || last.hasRing)))
        );
      },
      { timeout: 2000, message: 'the focus is visible' },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`The focus is not visible: ${JSON.stringify(last)}`);
    });
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** The focus is inside `dialog`. */
export async function expectFocusIn(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** Whether `target` comes before the focused element in the page (to Tab the short way). */
export function precedesFocus(target: Locator) {
  return target.evaluate(
    (element) =>
      !!document.activeElement &&
      !!(
        document.activeElement.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
      ),
  );
}
