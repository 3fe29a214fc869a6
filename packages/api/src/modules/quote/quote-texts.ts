import type { QuoteCondition, QuoteDocument, SiteLang } from '@tp/schemas';

/** The words of a quote (PDF, page and mail) in the buyer's language. */
export const QUOTE_TEXTS = {
  de: {
    title: 'Angebot',
    number: 'Angebotsnummer',
    date: 'Datum',
    revision: 'Revision',
    yourInquiry: 'Ihre Anfrage',
    customer: 'Kunde',
    validUntil: 'Gültig bis',
    position: 'Pos.',
    partNumber: 'Teilenummer',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    total: 'Gesamt',
    totals: 'Summe',
    condition: 'Zustand',
    leadTime: 'Lieferzeit',
    exStock: 'ab Lager',
    days: (days: number) => `${days} ${days === 1 ? 'Tag' : 'Tage'}`,
    documents: 'Dokumente',
    noDocuments: 'keine',
    delivery: 'Lieferbedingungen',
    payment: 'Zahlungsbedingungen',
    remarks: 'Anmerkungen',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    phone: 'Telefon',
    email: 'E-Mail',
    pricesNote: 'Alle Preise netto zuzüglich gesetzlicher Mehrwertsteuer, sofern anwendbar.',
  },
  en: {
    title: 'Quotation',
    number: 'Quotation number',
    date: 'Date',
    revision: 'Revision',
    yourInquiry: 'Your inquiry',
    customer: 'Customer',
    validUntil: 'Valid until',
    position: 'Item',
    partNumber: 'Part number',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    totals: 'Total',
    condition: 'Condition',
    leadTime: 'Lead time',
    exStock: 'ex stock',
    days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    documents: 'Documents',
    noDocuments: 'none',
    delivery: 'Delivery terms',
    payment: 'Payment terms',
    remarks: 'Remarks',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    phone: 'Phone',
    email: 'E-mail',
    pricesNote: 'All prices are net, plus VAT where applicable.',
  },
  ru: {
    title: 'Коммерческое предложение',
    number: 'Номер предложения',
    date: 'Дата',
    revision: 'Редакция',
    yourInquiry: 'Ваш запрос',
    customer: 'Заказчик',
    validUntil: 'Действительно до',
    position: '№',
    partNumber: 'Номер детали',
    description: 'Описание',
    quantity: 'Кол-во',
    unitPrice: 'Цена за ед.',
    total: 'Сумма',
    totals: 'Итого',
    condition: 'Состояние',
    leadTime: 'Срок поставки',
    exStock: 'со склада',
    days: (days: number) => `${days} ${russianDays(days)}`,
    documents: 'Документы',
    noDocuments: 'нет',
    delivery: 'Условия поставки',
    payment: 'Условия оплаты',
    remarks: 'Примечания',
    page: (page: number, pages: number) => `Страница ${page} из ${pages}`,
    phone: 'Телефон',
    email: 'E-mail',
    pricesNote: 'Все цены указаны без НДС, который начисляется при необходимости.',
  },
} satisfies Record<SiteLang, Record<string, unknown>>;

/** день, дня, дней by the number, as Russian counts. */
function russianDays(days: number) {
  const form = new Intl.PluralRules('ru').select(days);
  return form === 'one' ? 'день' : form === 'few' ? 'дня' : 'дней';
}

export const CONDITION_NAMES: Record<SiteLang, Record<QuoteCondition, string>> = {
  de: {
    new: 'Neu',
    overhauled: 'Überholt',
    serviceable: 'Gebrauchsfähig',
    as_removed: 'Wie ausgebaut',
    exchange: 'Austausch',
  },
  en: {
    new: 'New',
    overhauled: 'Overhauled',
    serviceable: 'Serviceable',
    as_removed: 'As removed',
    exchange: 'Exchange',
  },
  ru: {
    new: 'Новое',
    overhauled: 'После капремонта',
    serviceable: 'Исправное',
    as_removed: 'Снятое с эксплуатации',
    exchange: 'Обмен',
  },
};

export const DOCUMENT_NAMES: Record<SiteLang, Record<QuoteDocument, string>> = {
  de: {
    coc: 'Konformitätsbescheinigung (CoC)',
    easa_form_1: 'EASA Form 1',
    faa_8130_3: 'FAA 8130-3',
    test_report: 'Prüfbericht',
  },
  en: {
    coc: 'Certificate of conformity',
    easa_form_1: 'EASA Form 1',
    faa_8130_3: 'FAA 8130-3',
    test_report: 'Test report',
  },
  ru: {
    coc: 'Сертификат соответствия',
    easa_form_1: 'EASA Form 1',
    faa_8130_3: 'FAA 8130-3',
    test_report: 'Протокол испытаний',
  },
};

const LOCALES: Record<SiteLang, string> = { de: 'de-DE', en: 'en-GB', ru: 'ru-RU' };

/** Money as the buyer writes it: `1.250,10 €`, `€1,250.10`, `1 250,10 €`. */
export const formatMoney = (lang: SiteLang, amount: number, currency: string) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(amount);

/** A calendar day (`2026-12-31`) as the buyer writes it: `31. Dezember 2026`, `31 December 2026`, `31 декабря 2026 г.`. */
export const formatDay = (lang: SiteLang, day: string) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
