// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setApiTransport } from '../../lib/api-client.ts';
import { answerApi } from '../../lib/testing.tsx';
import { ApplicantLoginForm } from './applicant-login-form.tsx';
import { ApplicantRegisterForm } from './applicant-register-form.tsx';

// Without a PublicConfigProvider the captcha is 'off': it reports its token at once.
configure({ asyncUtilTimeout: 4000 });
afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the login island', () => {
  it('starts from what was typed before its code arrived and shows the server text inline', async () => {
    const sent = answerApi(401, { error: 'Username/email atau password salah' });
    render(<ApplicantLoginForm typed={{ nama: 'budi@contoh.id', password: 'rahasia-123' }} />);
    expect(input('Username atau Email').value).toBe('budi@contoh.id');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username/email atau password salah')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ nama: 'budi@contoh.id', password: 'rahasia-123' }),
    ]);
  });

  it('asks for the fields before sending anything', async () => {
    setApiTransport(async () => {
      throw new Error('nothing may be sent');
    });
    render(<ApplicantLoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
  });
});

describe('the register island', () => {
  it('keeps typed values (the username filtered), but not an unticked consent', async () => {
    const sent = answerApi(400, { error: 'Username sudah digunakan' });
    render(
      <ApplicantRegisterForm
        typed={{ nama: 'budi_!1', email: 'budi@contoh.id', password: 'rahasia-123' }}
      />,
    );
    expect(input('Username').value).toBe('budi1');
    expect(screen.getByText(/Username yang akan disimpan: budi1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Persetujuan Kebijakan Privasi wajib dicentang')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(
      expect.objectContaining({ nama: 'budi1', email: 'budi@contoh.id', persetujuan: true }),
    );
  });
});
