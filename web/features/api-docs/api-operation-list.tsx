import { useId, useState } from 'react';

import { apiDocsText as t } from '#common/texts/api-docs';

import { Spinner, TextField } from '../../components/ui/field.tsx';
import { apiDownload } from '../../lib/api-client.ts';
import { type ApiOperation, useOpenApi } from './api-docs.queries.ts';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

function matches(operation: ApiOperation, query: string) {
  const text = `${operation.method} ${operation.path} ${operation.summary ?? ''} ${operation.description ?? ''}`;
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

function OperationDetails({ operation }: { operation: ApiOperation }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3 focus-visible:outline-2 focus-visible:outline-blue-600">
        <span
          className={`w-16 rounded-md px-2 py-0.5 text-center text-xs font-bold ${METHOD_COLOURS[operation.method] ?? 'bg-slate-100 text-slate-900'}`}
        >
          {operation.method}
        </span>
        <code className="font-mono text-sm break-all text-slate-900">{operation.path}</code>
        {operation.summary && <span className="text-sm text-slate-600">{operation.summary}</span>}
        <span className="ml-auto text-xs text-slate-600">
          {operation.needsToken ? t.needsToken : t.publicAccess}
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-700">
        {operation.description && <p>{operation.description}</p>}
        {operation.parameters.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900">{t.parameters}</h3>
            <ul className="mt-1 list-inside list-disc">
              {operation.parameters.map((p) => (
                <li key={`${p.in}:${p.name}`}>
                  <code className="font-mono">{p.name}</code> ({p.in}
                  {p.required ? `, ${t.required}` : ''})
                </li>
              ))}
            </ul>
          </div>
        )}
        {operation.bodyTypes.length > 0 && (
          <p>
            <span className="font-semibold text-slate-900">{t.body}: </span>
            {operation.bodyTypes.join(', ')}
          </p>
        )}
        <div>
          <h3 className="font-semibold text-slate-900">{t.responses}</h3>
          <ul className="mt-1 space-y-0.5">
            {operation.responses.map((r) => (
              <li key={r.status}>
                <code className="font-mono font-semibold">{r.status}</code> {r.description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

/** Every operation of GET /api/openapi.json, searchable, each opening to its details. */
export function ApiOperationList() {
  const openApi = useOpenApi();
  const [query, setQuery] = useState('');
  const countId = useId();
  if (openApi.isPending) return <Spinner label={t.loading} />;
  if (openApi.isError) return <p className="text-sm text-red-700">{t.loadFailed}</p>;
  const { operations } = openApi.data;
  const shown = operations.filter((operation) => matches(operation, query));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label={t.search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={countId}
          />
        </div>
        <button
          type="button"
          // Fetched with the staff token, so the file holds every call, not only the public ones.
          onClick={() => void apiDownload('/openapi.json', 'sigap-openapi.json', { auth: 'staff' })}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          {t.download}
        </button>
      </div>
      <p id={countId} className="text-sm text-slate-600" aria-live="polite">
        {t.count(shown.length, operations.length)}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((operation) => (
            <li key={`${operation.method} ${operation.path}`}>
              <OperationDetails operation={operation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
