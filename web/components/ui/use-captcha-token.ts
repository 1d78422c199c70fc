import { useCallback, useState } from 'react';

/**
 * A form's captcha state, for <Captcha onToken={captcha.onToken} resetKey={captcha.resetKey} />:
 * the token the widget reported (null until solved), and what to send as `captchaToken`.
 */
export function useCaptchaToken() {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  /** Tokens are single-use: after a submit the widget needs a fresh one. */
  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);
  return {
    token,
    resetKey,
    onToken: setToken,
    reset,
    /** The token for the API; none when the captcha is off. */
    payload: token === 'off' || token === null ? undefined : token,
  };
}
