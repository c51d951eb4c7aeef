import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { StatusBadge } from '@/components/StatusBadge'
import { formatDateTime, MISSING } from '@/lib/format'
import type { UserRow } from '../api/list-users'

/** The names of a user's accounts, joined; none for provider staff. */
export const accountNames = (row: Pick<UserRow, 'accounts'>): string =>
  row.accounts.map((account) => account.name).join(', ') || MISSING

/** When the user last logged in, in Amsterdam time; never is '—'. */
export const lastLogin = (row: Pick<UserRow, 'lastLoginDate'>): string =>
  row.lastLoginDate ? formatDateTime(row.lastLoginDate) : MISSING

/**
 * The users overview's columns (issue 21), titled by userOverview.columns: the level in words, the
 * accounts by name and a badge while an invitation is open.
 */
export const userColumns = (t: TFunction): DataTableColumn<UserRow>[] => [
  { accessor: 'name', render: (row) => <CellText kind="name">{row.name}</CellText> },
  // An address is read whole, on one line: the name and the accounts wrap instead.
  { accessor: 'email', noWrap: true },
  { accessor: 'level', render: (row) => t(`userOverview.level.${row.level}`) },
  { accessor: 'accounts', render: (row) => <CellText kind="name">{accountNames(row)}</CellText> },
  { accessor: 'lastLoginDate', render: lastLogin },
  {
    accessor: 'invitationOpen',
    render: (row) =>
      row.invitationOpen ? <StatusBadge color="orange.9">{t('userOverview.invitationOpen')}</StatusBadge> : null,
  },
]
