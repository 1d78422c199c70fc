import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

/** The parts of an OpenAPI 3.1 operation this screen shows. */
export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  summary?: string;
  description?: string;
  needsToken: boolean;
  parameters: { name: string; in: string; required: boolean }[];
  bodyTypes: string[];
  responses: { status: string; description: string }[];
}

interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        summary?: string;
        description?: string;
        security?: unknown[];
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: { content?: Record<string, unknown> };
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
}

/** The document's operations in path order, flattened for a list. */
export function listOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tag: operation.tags?.[0] ?? 'api',
      summary: operation.summary,
      description: operation.description,
      needsToken: Boolean(operation.security?.length),
      parameters: (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
      })),
      bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
        status,
        description: response.description ?? '',
      })),
    })),
  );
}

/** GET /api/openapi.json: served by this site, so the screen makes no third-party request. */
export const openApiQuery = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: async ({ signal }) => {
      const document = await api.get<OpenApiDocument>('/openapi.json', {
        signal,
        // With the staff token the document lists every call, not only the public ones.
        auth: 'staff',
      });
      return { info: document.info, operations: listOperations(document) };
    },
    staleTime: Infinity,
  });

export function useOpenApi() {
  return useQuery(openApiQuery());
}
