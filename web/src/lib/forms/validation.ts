import { z } from 'zod'
import { isFilled } from './is-filled'

// Zod messages are translation keys in the API's `key,param` form, so client and server errors
// go through the same translateMessage; 'required_field' gets the field's label inserted.

export const requiredText = () => z.string().refine(isFilled, 'validation.required_field')
