import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/dashboard/screen-placeholder.tsx';

export const Route = createFileRoute('/dashboard/requests')({
  component: () => <ScreenPlaceholder title={<Trans>Requests</Trans>} />,
});
