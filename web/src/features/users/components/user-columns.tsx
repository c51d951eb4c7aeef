import type { TFunction } from 'i18next'
import type { DataTableColumn } from 'mantine-datatable'
import { CellText } from '@/components/list/CellText'
import { RowLink } from '@/components/list/RowLink'
import { StatusBadge } from '@/components/StatusBadge'
import { routePath } from '@/config/paths'
import { formatDateTime, MISSING } from '@/lib/format'
import type { UserRow } from '../api/list-users'
import { userState } from './user-state'

/** The names of a user's accounts, joined; none for provider staff. */
export const accountNames = (row: Pick<UserRow, 'accounts'>): string =>
  row.accounts.map((account) => account.name).join(', ') || MISSING

/** When the user last logged in, in Amsterdam time; never is '—'. */
export const lastLogin = (row: Pick<UserRow, 'lastLoginDate'>): string =>
  row.lastLoginDate ? formatDateTime(row.lastLoginDate) : MISSING

/** A badge for a user who cannot log in yet (an open invitation) or any more (deactivated); none otherwise. */
function StatusCell({ row, t }: { row: UserRow; t: TFunction }) {
  switch (userState(row)) {
    case 'deactivated':
      return (
        <StatusBadge color="gray.7" outline>
          {t('userOverview.deactivated')}
        </StatusBadge>
      )
    case 'invitationOpen':
      return <StatusBadge color="orange.9">{t('userOverview.invitationOpen')}</StatusBadge>
    default:
      return null
  }
}

/**
 * The users overview's columns (issue 21), titled by userOverview.columns: the name linking to the
 * user's edit page, the level in words, the accounts by name and the status as a badge.
 */
export const userColumns = (t: TFunction): DataTableColumn<UserRow>[] => [
  {
    accessor: 'name',
    render: (row) => (
      <RowLink to={routePath('user.edit', { id: row.id })}>
        <CellText kind="name">{row.name}</CellText>
      </RowLink>
    ),
  },
  // An address is read whole, on one line: the name and the accounts wrap instead.
  { accessor: 'email', noWrap: true },
  // A long level ('Medewerker dienstverlener') and the login's time wrap when they must, so that the
  // status stays in view beside a long address on a laptop.
  { accessor: 'level', noWrap: false, render: (row) => t(`userOverview.level.${row.level}`) },
  { accessor: 'accounts', render: (row) => <CellText kind="name">{accountNames(row)}</CellText> },
  { accessor: 'lastLoginDate', noWrap: false, render: lastLogin },
  { accessor: 'status', render: (row) => <StatusCell row={row} t={t} /> },
]
