// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"navigation": {"disableMainFrameNavigation": true}}}
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { sendCareerClicksWithoutAccountToLogin } from './career-shortcut.ts';
import { readChosenVacancy } from './chosen-vacancy.ts';

const go = vi.fn<(path: string) => void>();
let taken = false;
// After the page's own listeners: whether the link may go its way.
window.addEventListener('click', (event) => (taken = !event.defaultPrevented));

/** Clicks a link to `href` the way a tap does; true when the page let the link go its way. */
function press(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  document.body.innerHTML = `<a href="${href}"><span>Lamar Sekarang</span></a>`;
  const link = document.querySelector('a')!;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // The tap lands on the text inside the link.
  link.querySelector('span')!.dispatchEvent(click);
  return taken;
}

describe('a career link pressed on a public page', () => {
  beforeAll(() => sendCareerClicksWithoutAccountToLogin(document, go));
  beforeEach(() => {
    localStorage.clear();
    go.mockReset();
  });

  it('goes straight to /login-user without an applicant token, the vacancy remembered', () => {
    expect(press('/career?lowongan=juru-parkir-jakarta')).toBe(false);
    expect(go).toHaveBeenCalledWith('/login-user');
    expect(readChosenVacancy()).toBe('juru-parkir-jakarta');
  });

  it('does the same for the status page and for the plain career link', () => {
    expect(press('/career/detail')).toBe(false);
    expect(press('/career')).toBe(false);
    expect(go).toHaveBeenCalledTimes(2);
    expect(readChosenVacancy()).toBeNull();
  });

  it('leaves the link to the career gate when a token is stored, even one that expired', () => {
    localStorage.setItem('userToken', 'kedaluwarsa.atau.tidak');
    expect(press('/career?lowongan=juru-parkir-jakarta')).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });

  it('leaves a link to another site alone', () => {
    expect(press('https://contoh.id/career')).toBe(true);
    expect(press('//contoh.id/career')).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });

  it('leaves a new tab and another page alone', () => {
    expect(press('/career', { ctrlKey: true })).toBe(true);
    expect(press('/career', {}, { target: '_blank' })).toBe(true);
    expect(press('/lowongan')).toBe(true);
    expect(press('/career-lain')).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });
});
