import {
  Alert,
  Checkbox,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  adminPackageRequestSchema,
  maxComboMembers,
  maxPackageCost,
  maxPackageCount,
  maxSubscriptionDays,
  type AdminPackage,
  type AdminPackageInput,
  type AdminPackageRequest,
  type PackageKind,
} from '@prepwise/contracts';
import { SwitchField } from '../../../../components/forms/switch-field';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminShopKey } from '../../api/admin-shop-api';
import { allAdminPackagesQueryOptions, saveAdminPackage } from '../../api/admin-catalogue-api';
import { useCatalogueT } from '../../lib/use-catalogue-t';
import { numberOf, requestResolver } from '../../../../lib/request-resolver';
import { FormFooter } from '../form-footer';
import { FormModal } from '../form-modal';
import {
  newPackagePrices,
  OtherPricesFields,
  priceDraftsOf,
  pricesRequestOf,
  type PriceDraft,
} from './other-prices-fields';

type NumberField =
  | 'cost'
  | 'oldCost'
  | 'subscriptionDays'
  | 'subscriptionAiScoring'
  | 'subscriptionPronunciation'
  | 'numberAiScoring'
  | 'numberExamMock'
  | 'numberScoreMock';
type TextField = 'name' | 'description' | 'linkImage' | 'linkYoutube' | 'productId' | 'priceId';
type FlagField =
  'isSubsciption' | 'fullQuestionBank' | 'isDiscount' | 'scoreTrial' | 'showed' | 'activated' | 'forClasses';

/** The form's state: numbers as the inputs hold them ('' is empty), the kind chosen, combo members. */
export type PackageDraft = Record<NumberField, number | string> &
  Record<TextField, string> &
  Record<FlagField, boolean> & { kind: PackageKind; comboMemberIds: number[]; otherPrices: PriceDraft[] };

export const emptyPackageDraft: PackageDraft = {
  kind: 'product',
  name: '',
  description: '',
  cost: '',
  oldCost: '',
  isSubsciption: false,
  subscriptionDays: 0,
  subscriptionAiScoring: 0,
  subscriptionPronunciation: 0,
  numberAiScoring: 0,
  numberExamMock: 0,
  numberScoreMock: 0,
  fullQuestionBank: false,
  linkImage: '',
  linkYoutube: '',
  productId: '',
  priceId: '',
  showed: true,
  activated: true,
  scoreTrial: false,
  isDiscount: false,
  forClasses: false,
  comboMemberIds: [],
  otherPrices: newPackagePrices,
};

export function draftOf(pack: AdminPackage): PackageDraft {
  return {
    ...pack,
    oldCost: pack.oldCost ?? '',
    linkImage: pack.linkImage ?? '',
    linkYoutube: pack.linkYoutube ?? '',
    productId: pack.productId ?? '',
    priceId: pack.priceId ?? '',
    // A class plan stays one when edited (left out, the request would make it a learner's package).
    forClasses: pack.forClasses ?? false,
    otherPrices: priceDraftsOf(pack),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The request for a draft: a pack is a subscription, a product is not, a combo names its members. */
export function packageRequestOf(draft: PackageDraft): AdminPackageInput {
  const isSubsciption = draft.kind === 'pack' || (draft.kind === 'combo' && draft.isSubsciption);
  return {
    name: draft.name,
    description: draft.description,
    cost: numberOf(draft.cost),
    oldCost: draft.oldCost === '' ? null : numberOf(draft.oldCost),
    isSubsciption,
    subscriptionDays: isSubsciption ? numberOf(draft.subscriptionDays) : 0,
    subscriptionAiScoring: isSubsciption ? numberOf(draft.subscriptionAiScoring) : 0,
    subscriptionPronunciation: isSubsciption ? numberOf(draft.subscriptionPronunciation) : 0,
    numberAiScoring: numberOf(draft.numberAiScoring),
    numberExamMock: numberOf(draft.numberExamMock),
    numberScoreMock: numberOf(draft.numberScoreMock),
    fullQuestionBank: draft.fullQuestionBank,
    linkImage: orNull(draft.linkImage),
    linkYoutube: orNull(draft.linkYoutube),
    productId: orNull(draft.productId),
    priceId: orNull(draft.priceId),
    showed: draft.showed,
    activated: draft.activated,
    scoreTrial: draft.scoreTrial,
    isDiscount: draft.isDiscount,
    forClasses: draft.forClasses,
    comboMemberIds: draft.kind === 'combo' ? draft.comboMemberIds : [],
    prices: pricesRequestOf(draft.otherPrices),
  };
}

const resolver = requestResolver(adminPackageRequestSchema, packageRequestOf);

/** The fields with a translated problem text; any other field gets the general one. */
const explainedFields = [
  'name',
  'cost',
  'oldCost',
  'subscriptionDays',
  'subscriptionAiScoring',
  'subscriptionPronunciation',
  'numberAiScoring',
  'comboMemberIds',
  'prices',
  'linkImage',
  'linkYoutube',
] as const;

interface PackageFormProps {
  /** The package edited, or null for a new one. */
  pack: AdminPackage | null;
  opened: boolean;
  onClose: () => void;
}

/** The dialog creating or editing a pack, product or combo, every field of the seed's package. */
export function PackageFormModal({ pack, opened, onClose }: PackageFormProps) {
  const { ct } = useCatalogueT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={pack ? ct('form.editTitle', { name: pack.name }) : ct('form.newTitle')}
    >
      <PackageForm key={pack?.id ?? 'new'} pack={pack} onDone={onClose} />
    </FormModal>
  );
}

function PackageForm({ pack, onDone }: { pack: AdminPackage | null; onDone: () => void }) {
  const { ct } = useCatalogueT();
  const queryClient = useQueryClient();
  const form = useForm<PackageDraft, unknown, AdminPackageRequest>({
    resolver,
    defaultValues: pack ? draftOf(pack) : emptyPackageDraft,
  });
  const [kind, isSubsciption] = useWatch({ control: form.control, name: ['kind', 'isSubsciption'] });
  const { errors } = form.formState;
  const all = useQuery({ ...allAdminPackagesQueryOptions(), enabled: kind === 'combo' });
  const mutation = useMutation({
    mutationFn: (request: AdminPackageInput) => saveAdminPackage(pack?.id ?? null, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShopKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      onDone();
    },
  });
  const errorOf = (field: string) => {
    if (!errors[field as keyof typeof errors]) return undefined;
    return (explainedFields as readonly string[]).includes(field) ? ct(`error.${field}`) : ct('error.field');
  };
  const handleSubmit = form.handleSubmit((request) => mutation.mutate(request));
  const isSubscription = kind === 'pack' || (kind === 'combo' && isSubsciption);
  const numberInput = (
    name: NumberField,
    max: number,
    options: { decimals?: boolean; required?: boolean } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...field}
          label={ct(`field.${name}`)}
          required={options.required}
          min={0}
          max={max}
          allowDecimal={options.decimals ?? false}
          decimalScale={options.decimals ? 2 : undefined}
          allowNegative={false}
          error={errorOf(name)}
        />
      )}
    />
  );
  const textInput = (name: TextField, maxLength: number) => (
    <TextInput
      {...form.register(name)}
      label={ct(`field.${name}`)}
      maxLength={maxLength}
      error={errorOf(name)}
    />
  );
  const flag = (name: FlagField) => (
    <SwitchField control={form.control} name={name} label={ct(`field.${name}`)} />
  );
  const candidates = (all.data?.items ?? []).filter(
    (candidate) => candidate.kind !== 'combo' && candidate.id !== pack?.id,
  );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl
              aria-label={ct('form.kind')}
              value={field.value}
              onChange={(value) => field.onChange(value === 'pack' || value === 'combo' ? value : 'product')}
              data={(['pack', 'product', 'combo'] as const).map((option) => ({
                value: option,
                label: ct(`kind.${option}`),
              }))}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {ct(`kindHelp.${kind}`)}
        </Text>
        <TextInput
          {...form.register('name')}
          required
          label={ct('field.name')}
          maxLength={100}
          error={errorOf('name')}
        />
        <Textarea
          {...form.register('description')}
          label={ct('field.description')}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {numberInput('cost', maxPackageCost, { decimals: true, required: true })}
          {numberInput('oldCost', maxPackageCost, { decimals: true })}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="otherPrices"
          render={({ field }) => (
            <OtherPricesFields value={field.value} onChange={field.onChange} error={errorOf('prices')} />
          )}
        />
        {kind === 'combo' && flag('isSubsciption')}
        {isSubscription && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {numberInput('subscriptionDays', maxSubscriptionDays, { required: true })}
            {numberInput('subscriptionAiScoring', maxPackageCount)}
            {numberInput('subscriptionPronunciation', maxSubscriptionDays)}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {numberInput('numberAiScoring', maxPackageCount)}
          {numberInput('numberExamMock', maxPackageCount)}
          {numberInput('numberScoreMock', maxPackageCount)}
        </SimpleGrid>
        {kind === 'combo' && (
          <Controller
            control={form.control}
            name="comboMemberIds"
            render={({ field }) => (
              <Checkbox.Group
                label={ct('field.comboMemberIds')}
                description={ct('form.membersHelp', { max: maxComboMembers })}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                error={errorOf('comboMemberIds')}
              >
                <Stack gap={6} mt={6}>
                  {all.isPending && <Text size="sm">{ct('form.membersLoading')}</Text>}
                  {all.isError && (
                    <Text size="sm" c="red">
                      {ct('form.membersFailed')}
                    </Text>
                  )}
                  {candidates.map((candidate) => (
                    <Checkbox key={candidate.id} value={String(candidate.id)} label={candidate.name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {flag('fullQuestionBank')}
          {flag('isDiscount')}
          {flag('scoreTrial')}
          {flag('showed')}
          {flag('activated')}
          {flag('forClasses')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {textInput('linkImage', 500)}
          {textInput('linkYoutube', 500)}
          {textInput('productId', 200)}
          {textInput('priceId', 200)}
        </SimpleGrid>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {ct('form.problems')}
          </Alert>
        )}
        <FormFooter
          mutation={mutation}
          cancel={ct('form.cancel')}
          onCancel={onDone}
          submit={pack ? ct('form.save') : ct('form.create')}
        />
      </Stack>
    </form>
  );
}
