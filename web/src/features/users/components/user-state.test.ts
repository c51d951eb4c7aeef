import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { actionsFor, standingText, userState } from './user-state'

const invited = { registered: false, invitationOpen: true, deactivatedAt: null, lastLoginDate: null }
const active = { registered: true, invitationOpen: false, deactivatedAt: null, lastLoginDate: '2026-11-22T10:05:00Z' }
const deactivated = { ...active, deactivatedAt: '2026-11-23T08:30:00Z' }

describe("a user's standing", () => {
  it('is deactivated before anything else, then invited or active', () => {
    expect(userState(invited)).toBe('invitationOpen')
    expect(userState({ ...invited, invitationOpen: false })).toBe('invitationExpired')
    expect(userState(active)).toBe('active')
    expect(userState(deactivated)).toBe('deactivated')
    expect(userState({ ...invited, deactivatedAt: '2026-11-23T08:30:00Z' })).toBe('deactivated')
  })

  it('reads as a line in Amsterdam time', () => {
    const t = i18next.getFixedT('en-GB')
    expect(standingText(t, invited)).toBe('Invitation open: no password chosen yet')
    expect(standingText(t, { ...invited, invitationOpen: false })).toBe(
      'The invitation has expired: no password chosen yet',
    )
    expect(standingText(t, active)).toBe('Last login: 22 Nov 2026, 11:05')
    expect(standingText(t, { ...active, lastLoginDate: null })).toBe('Never logged in')
    expect(standingText(t, deactivated)).toBe('Deactivated on 23 Nov 2026, 09:30')
  })

  it('offers a new invitation until a password is chosen, deactivation but not of oneself, activation once deactivated', () => {
    expect(actionsFor(invited, false)).toEqual(['invite', 'deactivate'])
    expect(actionsFor(active, false)).toEqual(['deactivate'])
    expect(actionsFor(active, true)).toEqual([])
    expect(actionsFor(deactivated, false)).toEqual(['activate'])
    expect(actionsFor({ ...invited, deactivatedAt: '2026-11-23T08:30:00Z' }, false)).toEqual(['activate'])
  })
})
