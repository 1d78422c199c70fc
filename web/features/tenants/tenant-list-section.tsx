import { useQuery } from '@tanstack/react-query';

import { tenantsText as t } from '#common/texts/tenants';

import { tenantsQuery } from './tenants.queries.ts';

export { tenantsQuery };

/** Tenant List (SPEC §2): 'n. NAME' in upper case, one bordered row per client. */
export function TenantListSection() {
  const { data } = useQuery(tenantsQuery());
  const tenants = data ?? [];
  return (
    <section
      id="tenant-list"
      aria-labelledby="tenant-list-title"
      className="scroll-mt-16 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <div className="text-center">
          <h2
            id="tenant-list-title"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t.sectionTitle}
          </h2>
          <p className="mt-3 text-slate-600">{t.sectionSubtitle}</p>
        </div>
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
          // SPEC §2: an empty list shows an empty placeholder with no text.
          <div
            data-testid="tenant-list-empty"
            aria-hidden="true"
            className="mt-10 h-24 rounded-xl border border-dashed border-slate-200"
          />
        )}
      </div>
    </section>
  );
}
