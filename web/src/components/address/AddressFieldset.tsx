import { Checkbox, Fieldset, Grid, Select, Stack, TextInput } from '@mantine/core'
import {
  Controller,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countriesIn } from '@/lib/countries'
import { boundInputProps } from '@/components/form/form-inputs'
import {
  addressMaxLengths,
  isRequiredAddressField,
  isShownAddressField,
  type AddressField,
  type AddressFormValues,
} from './address-values'

interface AddressFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>
  /** Where the address is in the form's values, e.g. 'deliveryAddress'. */
  name: FieldPathByValue<T, AddressFormValues>
}

interface AddressFieldsetProps<T extends FieldValues> extends AddressFieldsProps<T> {
  legend: string
  readOnly?: boolean
}

/**
 * The fields in rows, each with its width in the grid's 12 columns; a row keeps its place when one
 * of its fields is hidden. A Dutch address reads postal code and house number first.
 */
const rows: readonly (readonly (readonly [AddressField, number])[])[] = [
  [
    ['companyName', 6],
    ['department', 6],
  ],
  [
    ['firstName', 6],
    ['lastName', 6],
  ],
  [
    ['country', 6],
    ['isWithoutPostalCode', 6],
  ],
  [
    ['postalCode', 4],
    ['houseNumber', 4],
    ['houseNumberAddition', 4],
  ],
  [
    ['street', 6],
    ['city', 6],
  ],
  [['addressLine', 12]],
  [
    ['email', 6],
    ['phone', 6],
  ],
]

const autoComplete: Partial<Record<AddressField, string>> = {
  companyName: 'organization',
  firstName: 'given-name',
  lastName: 'family-name',
  postalCode: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phone: 'tel',
}

const hints: Partial<Record<AddressField, string>> = {
  companyName: 'addresses.hints.nameOrCompany',
  addressLine: 'addresses.hints.addressLine',
}

/** One address of spec point 3 (delivery or invoice) as a group of its own. */
export function AddressFieldset<T extends FieldValues>({
  legend,
  readOnly = false,
  ...fields
}: AddressFieldsetProps<T>) {
  return (
    <Fieldset legend={legend} disabled={readOnly} data-read-only={readOnly || undefined}>
      <AddressFields {...fields} />
    </Fieldset>
  )
}

/**
 * The fields of one address bound to `name` in the form: labels in the reader's language,
 * asterisks where a field is required for the chosen country, 'no postal code' only for countries
 * without, and each field's error translated.
 */
export function AddressFields<T extends FieldValues>({ form, name }: AddressFieldsProps<T>) {
  const values = useWatch({ control: form.control, name }) as AddressFormValues
  return (
    <Stack gap="md">
      {rows.map((row) => (
        <Grid key={row[0][0]}>
          {row
            .filter(([field]) => isShownAddressField(field, values))
            .map(([field, span]) => (
              <Grid.Col key={field} span={{ base: 12, sm: span }}>
                <AddressInput
                  form={form}
                  name={`${name}.${field}` as Path<T>}
                  field={field}
                  required={isRequiredAddressField(field, values)}
                />
              </Grid.Col>
            ))}
        </Grid>
      ))}
    </Stack>
  )
}

interface AddressInputProps<T extends FieldValues> {
  form: UseFormReturn<T>
  name: Path<T>
  field: AddressField
  required: boolean
}

/** One field of an address with the input it takes: the country a searchable list, the flag a checkbox. */
function AddressInput<T extends FieldValues>({ form, name, field, required }: AddressInputProps<T>) {
  const { t, i18n } = useTranslation()
  return (
    <Controller
      control={form.control}
      name={name}
      render={(bound) => {
        const input = bound.field
        const shared = boundInputProps(t, bound, t(`addresses.fields.${field}`), required)
        if (field === 'isWithoutPostalCode') {
          return (
            <Checkbox
              {...shared}
              checked={input.value as boolean}
              onChange={(event) => input.onChange(event.currentTarget.checked)}
              mt={{ base: 0, sm: 'xl' }}
            />
          )
        }
        if (field === 'country') {
          return (
            <Select
              {...shared}
              data={countriesIn(i18n.language)}
              value={input.value as string | null}
              onChange={input.onChange}
              searchable
              nothingFoundMessage={t('common.labels.noRecords')}
              autoComplete="off"
            />
          )
        }
        return (
          <TextInput
            {...shared}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={input.value as string}
            onChange={(event) => input.onChange(event.currentTarget.value)}
            maxLength={addressMaxLengths[field]}
            autoComplete={autoComplete[field]}
            description={hints[field] && t(hints[field])}
          />
        )
      }}
    />
  )
}
