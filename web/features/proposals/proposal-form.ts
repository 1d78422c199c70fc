import { z } from 'zod';

import { computeEstimate, formatRupiah, type PostInput, type Tariff } from '#common/pricing';
import { proposalInputSchema } from '#common/schemas/proposals';
import { estimateInputSchema } from '#common/schemas/quote-requests';
import { proposalsApiText } from '#common/texts/proposals';

/**
 * The new-version form's rules: the API's own schema (POST /api/prospek/{id}/proposal) with the
 * posts required, and the wage never below the city's UMK, which the server checks too
 * (docs/product.md). Built per request, since the UMK is the request's city's.
 */
export function proposalFormSchema(umk: number) {
  return proposalInputSchema
    .extend({ pos: estimateInputSchema.shape.pos })
    .superRefine((value, ctx) => {
      if (value.upah !== undefined && value.upah < umk)
        ctx.addIssue({
          code: 'custom',
          path: ['upah'],
          message: proposalsApiText.wageBelowUmk(formatRupiah(umk)),
        });
    });
}
export type ProposalFormInput = z.input<ReturnType<typeof proposalFormSchema>>;
export type ProposalFormOutput = z.output<ReturnType<typeof proposalFormSchema>>;

const postSchema = estimateInputSchema.shape.pos.element;

/**
 * The month's price of what the form holds now, with the one arithmetic the server uses
 * (common/pricing.ts): undefined while a post, the wage or the fee is not valid yet.
 */
export function liveEstimate(
  tariff: Tariff | undefined,
  request: { layanan: 'keamanan' | 'kebersihan' | 'parkir'; kota: string },
  values: { pos?: unknown[]; upah?: unknown; fee_persen?: unknown },
  umk: number,
) {
  if (!tariff || !values.pos?.length) return undefined;
  const pos: PostInput[] = [];
  for (const post of values.pos) {
    const parsed = postSchema.safeParse(post);
    if (!parsed.success) return undefined;
    pos.push(parsed.data);
  }
  const fields = proposalInputSchema.pick({ upah: true, fee_persen: true }).safeParse({
    upah: values.upah,
    fee_persen: values.fee_persen,
  });
  if (!fields.success) return undefined;
  const upah = fields.data.upah ?? umk;
  if (upah < umk) return undefined;
  return computeEstimate(tariff, { ...request, pos }, { upah, fee_persen: fields.data.fee_persen });
}
