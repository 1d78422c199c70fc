import { TARIFF_ROLES } from '#common/roles';
import { tariffsText } from '#common/texts/tariffs';

import { staffScreenRoute } from '../../components/ui/staff-page.tsx';
import { TariffEditor } from '../../features/tariffs/tariff-editor.tsx';

/** /admin/tarif: the price tariff (docs/decisions/053). */
export const { Component, handle } = staffScreenRoute({
  allowed: TARIFF_ROLES,
  deniedText: tariffsText.onlyAllowed,
  texts: tariffsText,
  Content: TariffEditor,
});
