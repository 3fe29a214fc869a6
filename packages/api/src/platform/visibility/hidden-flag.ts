/** Who reads: visitors see only the records not hidden, the team every one. */
export type Audience = 'visitors' | 'team';

// Services, spare groups and products can be hidden from visitors (migration 2026-11-30T0400_hidden_records): the
// column holds 1 or 0, the API a yes/no. The conversions each way, for the repositories that read and write it.

/** A row as the API answers it: `hidden` a yes/no. */
export const withHiddenFlag = <Row extends { hidden: number }>({ hidden, ...row }: Row) => ({
  ...row,
  hidden: hidden === 1,
});

/** The row's values of fields as the API takes them (a yes/no, or a state's 1 or 0): `hidden` stored as 1 or 0. */
export const withHiddenColumn = <Fields extends { hidden?: boolean | number }>({ hidden, ...fields }: Fields) => ({
  ...fields,
  ...(hidden === undefined ? {} : { hidden: hidden ? 1 : 0 }),
});
