import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/dashboard/screen-placeholder.tsx';

export const Route = createFileRoute('/dashboard/careers')({
  component: () => <ScreenPlaceholder title={<Trans>Careers</Trans>} />,
});
