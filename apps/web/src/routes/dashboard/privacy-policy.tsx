import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { PageTextsEditor } from '../../features/page-editor/page-texts-editor.tsx';

export const Route = createFileRoute('/dashboard/privacy-policy')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'privacy-policy' })),
  component: () => (
    <Screen title={<Trans>Privacy Policy</Trans>}>
      <PageTextsEditor link="privacy-policy" successMessage={t`Successfully updated`} />
    </Screen>
  ),
});
