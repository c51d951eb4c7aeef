import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { activityText, historyActions, timelineText } from './action-words'

const en = i18next.getFixedT('en-GB')
const nl = i18next.getFixedT('nl-NL')
const by = (name: string, kind: 'user' | 'webshop' | 'warehouse' | 'system' = 'user') => ({
  kind,
  id: kind === 'user' ? 3 : null,
  name,
})

describe('what an entry says happened', () => {
  it('has words for every action of the event log, on the timeline and in the activity, in both languages', () => {
    expect(historyActions).toHaveLength(31)
    for (const action of historyActions) {
      for (const lng of ['en-GB', 'nl-NL']) {
        expect(i18next.exists(`history.timeline.${action}`, { lng }), `history.timeline.${action} in ${lng}`).toBe(true)
        expect(i18next.exists(`activity.done.${action}`, { lng }), `activity.done.${action} in ${lng}`).toBe(true)
      }
    }
  })

  it('names who did it on the timeline', () => {
    expect(timelineText(en, { action: 'sales_order.held', actor: by('Daan de Vries') })).toBe(
      'Put on hold by Daan de Vries',
    )
    expect(timelineText(nl, { action: 'sales_order.held', actor: by('Daan de Vries') })).toBe(
      'In de wacht gezet door Daan de Vries',
    )
    expect(timelineText(en, { action: 'sales_order.created', actor: by('Shopify', 'webshop') })).toBe(
      'Created by Shopify',
    )
    expect(timelineText(en, { action: 'delivery.arrived', actor: by('WMS', 'warehouse') })).toBe(
      'Arrived at the warehouse, reported by WMS',
    )
    expect(timelineText(nl, { action: 'user.invited', actor: by('Sanne') })).toBe('Uitgenodigd door Sanne')
  })

  it('says what a user did to their own login without naming them again', () => {
    expect(timelineText(en, { action: 'user.logged_in', actor: by('Noor Bakker') })).toBe('Logged in')
    expect(timelineText(nl, { action: 'user.two_factor_on', actor: by('Noor Bakker') })).toBe(
      'Inloggen in twee stappen aangezet',
    )
  })

  it('says in the activity what happened to which kind of record', () => {
    expect(activityText(en, 'sales_order.held')).toBe('Order put on hold')
    expect(activityText(nl, 'delivery.announced')).toBe('Levering aangemeld')
    expect(activityText(en, 'api_key.revoked')).toBe('API key revoked')
    expect(activityText(nl, 'account.edited')).toBe('Accountinstellingen bewerkt')
    expect(activityText(en, 'import.done')).toBe('File imported')
    expect(activityText(nl, 'export.downloaded')).toBe('Bestand geëxporteerd')
  })

  it('reads an action it has no words for yet as its name', () => {
    expect(timelineText(en, { action: 'login_policy.edited', actor: by('Kade', 'system') })).toBe(
      'Login policy edited by Kade',
    )
    expect(timelineText(nl, { action: 'login_policy.edited', actor: by('Kade', 'system') })).toBe(
      'Login policy edited door Kade',
    )
    expect(activityText(en, 'sales_order.archived')).toBe('Sales order archived')
  })
})
