import { defineConfig } from '@lingui/cli';

// The dashboard's texts live in a catalog of their own, loaded when the dashboard opens: a visitor downloads
// only the public one.
const ADMIN = [
  '<rootDir>/src/routes/dashboard.tsx',
  '<rootDir>/src/routes/dashboard',
  '<rootDir>/src/features/dashboard',
  '<rootDir>/src/features/settings',
  '<rootDir>/src/features/page-editor',
  '<rootDir>/src/features/catalogue-admin',
  '<rootDir>/src/features/spares-admin',
  '<rootDir>/src/features/services-admin',
  '<rootDir>/src/features/services-and-spare-groups',
  '<rootDir>/src/features/translations',
  '<rootDir>/src/features/partners-admin',
  '<rootDir>/src/features/careers/applications-table.tsx',
  '<rootDir>/src/features/requests/requests-table.tsx',
  '<rootDir>/src/features/requests/request-status.tsx',
  '<rootDir>/src/features/requests/request-lines.tsx',
  '<rootDir>/src/features/requests/request-detail-dialog.tsx',
  '<rootDir>/src/features/requests/request-downloads.tsx',
  '<rootDir>/src/features/requests/requests-bulk-bar.tsx',
  '<rootDir>/src/features/requests/inbox-note-form.tsx',
  '<rootDir>/src/features/quotes-admin',
  '<rootDir>/src/features/history',
  '<rootDir>/src/features/drafts',
  '<rootDir>/src/features/activity',
  '<rootDir>/src/features/users',
  '<rootDir>/src/features/webhooks',
  '<rootDir>/src/features/account',
  // Sign-in, invitations and password resets: the staff's pages, each loading this catalog first.
  '<rootDir>/src/features/auth',
  '<rootDir>/src/ui/confirm-dialog.tsx',
  '<rootDir>/src/ui/dialog-actions.tsx',
  '<rootDir>/src/ui/edit-actions.tsx',
  '<rootDir>/src/ui/image-uploader.tsx',
  '<rootDir>/src/ui/select-field.tsx',
  '<rootDir>/src/ui/rich-text-editor',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'ru'],
  fallbackLocales: { default: 'de' },
  catalogs: [
    // Exclusions are glob patterns: a folder needs its `/**`.
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ADMIN.map((entry) => (/\.tsx?$/.test(entry) ? entry : `${entry}/**`)),
    },
    { path: '<rootDir>/src/locales/{locale}/admin', include: ADMIN },
  ],
});
