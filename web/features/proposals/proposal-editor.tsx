import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';

import { findCity, formatRupiah, type PostInput } from '#common/pricing';
import type { Proposal } from '#common/schemas/proposals';
import { proposalsScreenText as t } from '#common/texts/proposals';

import { bindField } from '../../components/ui/bind-field.ts';
import { Button, NumberField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { numberOrEmpty, PostFields } from '../../components/ui/post-fields.tsx';
import { toast } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import {
  liveEstimate,
  proposalFormSchema,
  type ProposalFormInput,
  type ProposalFormOutput,
} from './proposal-form.ts';
import { useMakeProposal, useTariff } from './proposals.queries.ts';

export interface ProposalRequest {
  id: number;
  layanan: 'keamanan' | 'kebersihan' | 'parkir';
  kota: string;
  /** The posts as the client asked for them. */
  pos: PostInput[];
  /** The UMK the request was priced with: the fallback until the current tariff arrives. */
  umk: number;
}

const copyPosts = (posts: PostInput[]) => posts.map((post) => ({ ...post }));

/**
 * The form for a new proposal version (docs/decisions/055): its posts (from the request or the
 * latest version, each editable, added or removed), wage, fee, validity and internal notes, with
 * the month's total recomputed as staff type. Each save is a new version; the old ones stay.
 */
export function ProposalEditor({
  request,
  latest,
}: {
  request: ProposalRequest;
  latest: Proposal | undefined;
}) {
  const make = useMakeProposal(request.id);
  const tariff = useTariff();
  const umk = (tariff.data && findCity(tariff.data, request.kota)?.umk) ?? request.umk;
  const schema = useMemo(() => proposalFormSchema(umk), [umk]);
  const [error, setError] = useState<string>();
  const form = useForm<ProposalFormInput, unknown, ProposalFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      pos: copyPosts(request.pos),
      upah: undefined,
      fee_persen: undefined,
      berlaku_hari: 30,
      catatan: '',
    },
  });
  const posts = useFieldArray({ control: form.control, name: 'pos', keyName: 'key' });
  const [pos, upah, fee] = useWatch({ control: form.control, name: ['pos', 'upah', 'fee_persen'] });
  const estimate = liveEstimate(tariff.data, request, { pos, upah, fee_persen: fee }, umk);
  const feeBelowMin = tariff.data && typeof fee === 'number' && fee < tariff.data.fee_min_persen;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const made = await make.mutateAsync(values);
      form.setValue('catatan', '');
      await toast('success', t.made(made.versi));
    } catch (caught) {
      setError(clientErrorText(caught, t.makeVersion));
    }
  });
  const number = (name: 'upah' | 'fee_persen' | 'berlaku_hari') => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, { setValueAs: numberOrEmpty }),
    className: 'min-h-11',
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="proposal-editor-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div>
        <h3 id="proposal-editor-title" className="font-semibold text-slate-900">
          {t.postsTitle}
        </h3>
        <p className="text-sm text-slate-600">{t.postsIntro}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          onClick={() => posts.replace(copyPosts(request.pos))}
        >
          {t.fromRequest}
        </Button>
        {latest ? (
          <Button
            type="button"
            variant="secondary"
            className="min-h-11"
            onClick={() => posts.replace(copyPosts(latest.pos))}
          >
            {t.fromVersion(latest.versi)}
          </Button>
        ) : null}
      </div>
      <PostFields form={form} posts={posts} legend={t.postLegend} />
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField label={t.wageLabel} hint={t.wageHint(formatRupiah(umk))} {...number('upah')} />
        <TextField
          label={t.feeLabel}
          inputMode="decimal"
          hint={
            tariff.data ? t.feeHint(tariff.data.fee_persen, tariff.data.fee_min_persen) : undefined
          }
          {...number('fee_persen')}
        />
        <NumberField label={t.validityLabel} {...number('berlaku_hari')} />
      </div>
      <TextAreaField label={t.notesLabel} {...bindField(form, 'catatan')} />
      <section
        aria-labelledby="proposal-live-total"
        className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
      >
        <h4 id="proposal-live-total" className="font-semibold">
          {t.liveTotalTitle}
        </h4>
        <div aria-live="polite">
          {estimate ? (
            <>
              <ul className="mt-1 space-y-0.5">
                {estimate.pos.map((post, index) => (
                  <li key={index} className="flex flex-wrap justify-between gap-x-4">
                    <span>{t.livePost(post.nama, post.personel)}</span>
                    <span>{formatRupiah(post.jumlah)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-base font-bold">
                <span>{t.liveTotal}</span>
                <span data-testid="proposal-live-total">{formatRupiah(estimate.total)}</span>
              </p>
            </>
          ) : (
            <p className="mt-1 text-slate-600">{t.liveIncomplete}</p>
          )}
          {feeBelowMin ? <p className="mt-1 text-amber-800">{t.needsApproval}</p> : null}
        </div>
      </section>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11" isBusy={make.isPending}>
        {t.makeVersion}
      </Button>
    </form>
  );
}
