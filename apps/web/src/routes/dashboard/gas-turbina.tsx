import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { PageImagesEditor } from '../../features/page-editor/page-images-editor.tsx';
import { PagePartsEditor } from '../../features/page-editor/page-parts-editor.tsx';
import { PageTextsEditor } from '../../features/page-editor/page-texts-editor.tsx';

export const Route = createFileRoute('/dashboard/gas-turbina')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'gas-turbina' })),
  component: () => (
    <Screen title={<Trans>Gas Turbine</Trans>}>
      <div className="space-y-6">
        <PageImagesEditor link="gas-turbina" />
        <PageTextsEditor link="gas-turbina" successMessage={t`Successfully updated`} />
        <PagePartsEditor link="gas-turbina" />
      </div>
    </Screen>
  ),
});
