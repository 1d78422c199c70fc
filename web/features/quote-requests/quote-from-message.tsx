import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';

import { computeEstimate, formatRupiah } from '#common/pricing';
import { SERVICES } from '#common/rules';
import type { ContactMessage } from '#common/schemas/contact-messages';
import {
  estimateInputSchema,
  quoteFromMessageInputSchema,
  type QuoteFromMessageInput,
} from '#common/schemas/quote-requests';
import { quoteFromMessageText as t, quoteRequestsText } from '#common/texts/quote-requests';

import { bindField } from '../../components/ui/bind-field.ts';
import { Button, SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { PostFields } from '../../components/ui/post-fields.tsx';
import { toast } from '../../lib/alerts.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { tariffQuery } from './tariff.queries.ts';

type Output = ReturnType<typeof quoteFromMessageInputSchema.parse>;
const NOTES_MAX = 2000;

/** One 24-hour post every day: what a client asking for guards most often needs. */
const DEFAULT_POST = {
  nama: quoteRequestsText.postNameDefault(1),
  jam_per_hari: 24,
  hari_per_minggu: 7,
  personel_per_shift: 1,
};

/**
 * The inbox's action on a contact message that asks for a price (docs/decisions/054): a modal
 * form prefilled from the message (contact, the message as notes, one 24/7 post) that makes a
 * quote request with source `kontak` through POST /api/kontak/{id}/penawaran. The dialog keeps
 * focus inside and Escape closes it.
 */
export function QuoteFromMessage({ message }: { message: ContactMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setIsOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t.convertFor(message.nama)}
        className="min-h-11 rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 md:min-h-0"
      >
        {t.convert}
      </button>
      {isOpen ? <QuoteFromMessageDialog message={message} onClose={close} /> : null}
    </>
  );
}

function QuoteFromMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const tariff = useQuery(tariffQuery());
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: (input: Output) =>
      api.post<{ id: number; kode: string }>(`/kontak/${message.id}/penawaran`, input, {
        auth: 'staff',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['kontak'] }),
        queryClient.invalidateQueries({ queryKey: ['prospek'] }),
      ]),
  });
  const form = useForm<QuoteFromMessageInput, unknown, Output>({
    resolver: zodResolver(quoteFromMessageInputSchema),
    defaultValues: {
      perusahaan: '',
      nama: message.nama,
      jabatan: '',
      email: message.email,
      telepon: message.telepon,
      alamat_lokasi: '',
      mulai: '',
      catatan: message.pesan.slice(0, NOTES_MAX),
      layanan: 'keamanan',
      kota: '',
      pos: [{ ...DEFAULT_POST }],
    },
  });
  const posts = useFieldArray({ control: form.control, name: 'pos', keyName: 'key' });
  const [layanan, kota, pos] = useWatch({
    control: form.control,
    name: ['layanan', 'kota', 'pos'],
  });
  const parsed = estimateInputSchema.safeParse({ layanan, kota, pos });
  const estimate =
    tariff.data && parsed.success ? computeEstimate(tariff.data, parsed.data) : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const made = await create.mutateAsync(values);
      void toast('success', t.created(made.kode));
      onClose();
    } catch (caught) {
      setError(clientErrorText(caught, t.failed));
    }
  });

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`quote-from-${message.id}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-4 text-left shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div>
          <h2 id={`quote-from-${message.id}`} className="text-lg font-bold text-slate-900">
            {t.formTitle}
          </h2>
          <p className="text-sm text-slate-600">{t.formIntro(message.nama)}</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.companyLabel}
            className="min-h-11"
            {...bindField(form, 'perusahaan')}
          />
          <TextField label={t.contactLabel} className="min-h-11" {...bindField(form, 'nama')} />
          <TextField label={t.positionLabel} className="min-h-11" {...bindField(form, 'jabatan')} />
          <TextField
            label={t.emailLabel}
            type="email"
            className="min-h-11"
            {...bindField(form, 'email')}
          />
          <TextField
            label={t.phoneLabel}
            type="tel"
            className="min-h-11"
            {...bindField(form, 'telepon')}
          />
          <TextField
            label={t.startLabel}
            type="date"
            className="min-h-11"
            {...bindField(form, 'mulai')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t.addressLabel}
              className="min-h-11"
              {...bindField(form, 'alamat_lokasi')}
            />
          </div>
          <SelectField
            label={quoteRequestsText.serviceLabel}
            className="min-h-11"
            {...bindField(form, 'layanan')}
          >
            {SERVICES.map((service) => (
              <option key={service} value={service}>
                {quoteRequestsText.serviceNames[service]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={quoteRequestsText.cityLabel}
            className="min-h-11"
            hint={tariff.isPending ? t.tariffLoading : undefined}
            {...bindField(form, 'kota')}
          >
            <option value="">{quoteRequestsText.cityRequired}</option>
            {(tariff.data?.kota ?? []).map((city) => (
              <option key={city.kota} value={city.kota}>
                {city.kota}
              </option>
            ))}
          </SelectField>
        </div>
        <PostFields form={form} posts={posts} legend={quoteRequestsText.postNameDefault} />
        <TextAreaField label={t.notesLabel} {...bindField(form, 'catatan')} />
        <p className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-slate-50 p-3 text-sm font-semibold text-slate-900">
          <span>{t.estimateTotal}</span>
          <span data-testid="quote-from-message-total" aria-live="polite">
            {estimate ? formatRupiah(estimate.total) : '–'}
          </span>
        </p>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="min-h-11" isBusy={create.isPending}>
            {t.create}
          </Button>
          <Button type="button" variant="secondary" className="min-h-11" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
