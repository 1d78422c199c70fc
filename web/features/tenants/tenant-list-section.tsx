import { useQuery } from '@tanstack/react-query';

import { tenantsText as tId, tenantsTextEn } from '#common/texts/tenants';

import { ContentListSection } from '../../components/layout/home-section.tsx';
import { tenantsQuery } from './tenants.queries.ts';
import { useTexts } from '../../lib/lang.tsx';

export { tenantsQuery };

/** Tenant List (docs/product.md §2): 'n. NAME' in upper case, one bordered row per client. */
export function TenantListSection() {
  const t = useTexts(tId, tenantsTextEn);
  const { data } = useQuery(tenantsQuery());
  const tenants = data ?? [];
  return (
    <ContentListSection id="tenant-list" texts={t} background="bg-white">
      {tenants.length ? (
        <ol className="mt-10 space-y-3">
          {tenants.map((tenant, index) => (
            <li
              key={tenant.id}
              className="rounded-xl border border-slate-200 px-5 py-4 font-semibold tracking-wide text-slate-800 shadow-sm"
            >
              {`${index + 1}. ${tenant.nama.toUpperCase()}`}
            </li>
          ))}
        </ol>
      ) : (
        // docs/product.md §2: an empty list shows an empty placeholder with no text.
        <div
          data-testid="tenant-list-empty"
          aria-hidden="true"
          className="mt-10 h-24 rounded-xl border border-dashed border-slate-200"
        />
      )}
    </ContentListSection>
  );
}
