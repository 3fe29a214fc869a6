import { COMPANY_NAME } from '@tp/schemas/company';
import type { Role, UserLanguage } from '@tp/schemas';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import { escapeHtml, messageIdFor, oneLine } from '../../platform/mail/mail-body.ts';

/** The words of the team's mails (invitations, password resets), in the language of the person they go to. */
const TEAM_MAIL_TEXTS = {
  de: {
    roles: { owner: 'Inhaber', editor: 'Redaktion', sales: 'Vertrieb' },
    inviteSubject: `Einladung in den Verwaltungsbereich von ${COMPANY_NAME}`,
    invite: (inviter: string, role: string) =>
      `${inviter} lädt Sie in den Verwaltungsbereich der Website von ${COMPANY_NAME} ein, mit der Rolle „${role}“.`,
    inviteAction: 'Passwort wählen und Einladung annehmen',
    inviteValidity: 'Der Link gilt 48 Stunden und nur einmal.',
    resetSubject: `Passwort zurücksetzen – ${COMPANY_NAME}`,
    reset: (login: string) => `Für das Konto ${login} wurde ein neues Passwort angefordert.`,
    resetAction: 'Neues Passwort wählen',
    resetValidity: 'Der Link gilt eine Stunde und nur einmal.',
    notYou: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  en: {
    roles: { owner: 'Owner', editor: 'Editor', sales: 'Sales' },
    inviteSubject: `Invitation to the back office of ${COMPANY_NAME}`,
    invite: (inviter: string, role: string) =>
      `${inviter} invites you to the back office of the ${COMPANY_NAME} website, with the role “${role}”.`,
    inviteAction: 'Choose a password and accept the invitation',
    inviteValidity: 'The link is valid for 48 hours and works once.',
    resetSubject: `Reset your password – ${COMPANY_NAME}`,
    reset: (login: string) => `A new password was requested for the account ${login}.`,
    resetAction: 'Choose a new password',
    resetValidity: 'The link is valid for one hour and works once.',
    notYou: 'If this was not you, ignore this e-mail: your password stays as it is.',
  },
  ru: {
    roles: { owner: 'Владелец', editor: 'Редактор', sales: 'Продажи' },
    inviteSubject: `Приглашение в панель управления ${COMPANY_NAME}`,
    invite: (inviter: string, role: string) =>
      `${inviter} приглашает вас в панель управления сайта ${COMPANY_NAME} с ролью «${role}».`,
    inviteAction: 'Выбрать пароль и принять приглашение',
    inviteValidity: 'Ссылка действует 48 часов и только один раз.',
    resetSubject: `Сброс пароля – ${COMPANY_NAME}`,
    reset: (login: string) => `Для учётной записи ${login} запрошен новый пароль.`,
    resetAction: 'Выбрать новый пароль',
    resetValidity: 'Ссылка действует один час и только один раз.',
    notYou: 'Если это были не вы, просто проигнорируйте это письмо: ваш пароль не изменится.',
  },
} satisfies Record<UserLanguage, unknown>;

/** A mail of a few sentences and one button-like link, as plain text and as simple HTML. */
function linkMail(options: {
  to: string;
  from: string;
  subject: string;
  lines: string[];
  action: string;
  link: string;
  notes: string[];
}): OutgoingMail {
  const text = [...options.lines, '', `${options.action}:`, options.link, '', ...options.notes].join('\n');
  const paragraph = (line: string, color = '#0f172a') => `<p style="color:${color}">${escapeHtml(line)}</p>`;
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:14px">',
    ...options.lines.map((line) => paragraph(line)),
    `<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 16px;background:#1e3a5f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(options.action)}</a></p>`,
    ...options.notes.map((note) => paragraph(note, '#475569')),
    '</div>',
  ].join('');
  return { to: [options.to], subject: options.subject, text, html, messageId: messageIdFor(options.from) };
}

export function invitationMail(invitation: {
  to: string;
  role: Role;
  language: UserLanguage;
  inviter: string;
  link: string;
  from: string;
}): OutgoingMail {
  const words = TEAM_MAIL_TEXTS[invitation.language];
  return linkMail({
    to: invitation.to,
    from: invitation.from,
    subject: words.inviteSubject,
    lines: [words.invite(oneLine(invitation.inviter), words.roles[invitation.role])],
    action: words.inviteAction,
    link: invitation.link,
    notes: [words.inviteValidity],
  });
}

export function passwordResetMail(reset: {
  to: string;
  login: string;
  language: UserLanguage;
  link: string;
  from: string;
}): OutgoingMail {
  const words = TEAM_MAIL_TEXTS[reset.language];
  return linkMail({
    to: reset.to,
    from: reset.from,
    subject: words.resetSubject,
    lines: [words.reset(reset.login)],
    action: words.resetAction,
    link: reset.link,
    notes: [words.resetValidity, words.notYou],
  });
}
