import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { PageImagesEditor } from '../../features/page-editor/page-images-editor.tsx';
import { PageTextsEditor } from '../../features/page-editor/page-texts-editor.tsx';

export const Route = createFileRoute('/dashboard/careers')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'careers' })),
  component: () => (
    <Screen title={<Trans>Careers</Trans>}>
      <div className="space-y-6">
        <PageTextsEditor link="careers" successMessage={t`Successfully updated`} />
        <PageImagesEditor link="careers" />
      </div>
    </Screen>
  ),
});
