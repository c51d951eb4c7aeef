import * as z from 'zod/mini'
import { isFilled } from './is-filled'

// Zod messages are translation keys in the API's `key,param` form, so client and server errors
// go through the same translateMessage; 'required_field' gets the field's label inserted.
// zod/mini keeps the forms' validation out of the way of the /login page's size budget.

/** A required field left empty: '{{field}} is required'. */
export const REQUIRED_MESSAGE = 'validation.required_field'

export const requiredText = () => z.string().check(z.refine(isFilled, REQUIRED_MESSAGE))
