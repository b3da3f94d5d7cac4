import { Alert, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  adminIntroPageRequestSchema,
  blueprintByName,
  blueprintMinutes,
  blueprintQuestionCount,
  introImageUpload,
  languages,
  mockBlueprintNamesOf,
  mockKinds,
  type AdminIntroPage,
  type AdminIntroPageInput,
  type AdminIntroPageRequest,
  writtenTranslations,
} from '@prepwise/contracts';
import { SwitchField } from '../../../../components/forms/switch-field';
import { adminAuditKey } from '../../api/admin-audit-api';
import { allAdminPackagesQueryOptions } from '../../api/admin-catalogue-api';
import {
  adminMocksKey,
  blueprintStockQueryOptions,
  saveAdminIntroPage,
  uploadIntroImage,
} from '../../api/admin-mocks-api';
import { requestResolver } from '../../../../lib/request-resolver';
import { useMocksT } from '../../lib/use-mocks-t';
import { FormFooter } from '../form-footer';
import { FormModal } from '../form-modal';
import { ImageUploadField } from '../image-upload-field';
import {
  emptyIntroTexts,
  IntroTextsFields,
  type IntroPageDraft,
  type IntroTranslationsDraft,
} from './intro-texts-fields';
import { IntroTranslationsFields } from './intro-translations-fields';

const noTranslations = (): IntroTranslationsDraft =>
  Object.fromEntries(languages.map((language) => [language, emptyIntroTexts])) as IntroTranslationsDraft;

export const emptyIntroPageDraft: IntroPageDraft = {
  title: '',
  overview: '',
  description: '',
  translations: noTranslations(),
  imageUrl: null,
  packageId: '',
  kind: 'PTE',
  blueprint: 'full',
  activated: true,
};

export function introDraftOf(page: AdminIntroPage): IntroPageDraft {
  return {
    title: page.title,
    overview: page.overview,
    description: page.description,
    translations: { ...noTranslations(), ...page.translations },
    imageUrl: page.imageUrl,
    packageId: page.packageId === null ? '' : String(page.packageId),
    kind: page.kind,
    blueprint: page.blueprint,
    activated: page.activated,
  };
}

/** The request a draft makes: the languages with some text written (the others are not sent). */
export function introRequestOf(draft: IntroPageDraft): AdminIntroPageInput {
  const translations = writtenTranslations(draft.translations);
  return { ...draft, translations, packageId: draft.packageId === '' ? null : Number(draft.packageId) };
}

const resolver = requestResolver(adminIntroPageRequestSchema, introRequestOf);

/** The fields with a translated problem text; any other field gets the general one. */
const explainedFields = ['title', 'overview', 'description', 'blueprint', 'imageUrl', 'packageId'] as const;

interface IntroPageFormProps {
  /** The page edited, or null for a new one. */
  page: AdminIntroPage | null;
  opened: boolean;
  onClose: () => void;
}

/** The dialog creating or editing a mock-test intro page. */
export function IntroPageFormModal({ page, opened, onClose }: IntroPageFormProps) {
  const { mct } = useMocksT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={page ? mct('form.editTitle', { title: page.title }) : mct('form.newTitle')}
    >
      <IntroPageForm key={page?.id ?? 'new'} page={page} onDone={onClose} />
    </FormModal>
  );
}

function IntroPageForm({ page, onDone }: { page: AdminIntroPage | null; onDone: () => void }) {
  const { mct } = useMocksT();
  const queryClient = useQueryClient();
  const form = useForm<IntroPageDraft, unknown, AdminIntroPageRequest>({
    resolver,
    defaultValues: page ? introDraftOf(page) : emptyIntroPageDraft,
  });
  const [kind, blueprint] = useWatch({ control: form.control, name: ['kind', 'blueprint'] });
  const { errors } = form.formState;
  const packages = useQuery(allAdminPackagesQueryOptions());
  const stock = useQuery(blueprintStockQueryOptions());
  const mutation = useMutation({
    mutationFn: (request: AdminIntroPageInput) => saveAdminIntroPage(page?.id ?? null, request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMocksKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
      onDone();
    },
  });
  const errorOf = (field: string) => {
    if (!errors[field as keyof typeof errors]) return undefined;
    return (explainedFields as readonly string[]).includes(field)
      ? mct(`error.${field}`)
      : mct('error.field');
  };
  const handleSubmit = form.handleSubmit((request) => mutation.mutate(request));
  const chooseKind = (value: string) => {
    const chosen = mockKinds.find((candidate) => candidate === value) ?? 'PTE';
    form.setValue('kind', chosen);
    // A THPT paper has only the full blueprint: a kind change keeps the blueprint only if the kind has it.
    if (!mockBlueprintNamesOf(chosen).includes(form.getValues('blueprint')))
      form.setValue('blueprint', 'full');
  };
  // The size mocks have now (an admin may have changed the counts); the platform's until it loads.
  const constant = blueprintByName(kind, blueprint);
  const effective = stock.data?.find((named) => named.kind === kind && named.name === blueprint);
  const size = effective
    ? { count: effective.questionCount, minutes: effective.minutes }
    : { count: blueprintQuestionCount(constant), minutes: blueprintMinutes(constant) };
  // The page's own package stays on offer while the list loads or if it failed (a save keeps it).
  const packageOptions = packages.data
    ? packages.data.items.map((pack) => ({ value: String(pack.id), label: pack.name }))
    : page?.packageId
      ? [{ value: String(page.packageId), label: page.packageName ?? `#${page.packageId}` }]
      : [];

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {mct('form.placeholders', { questions: '{{questions}}', minutes: '{{minutes}}' })}
        </Text>
        <IntroTextsFields
          control={form.control}
          at="page"
          isRequired
          labels={{
            title: mct('field.title'),
            overview: mct('field.overview'),
            description: mct('field.description'),
          }}
          errors={{
            title: errorOf('title'),
            overview: errorOf('overview'),
            description: errorOf('description'),
          }}
        />
        <IntroTranslationsFields control={form.control} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="intro-kind-label">
            {mct('field.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="intro-kind-label"
            value={kind}
            onChange={chooseKind}
            data={mockKinds.map((kind) => ({ value: kind, label: kind }))}
          />
        </Stack>
        <NativeSelect
          {...form.register('blueprint')}
          label={mct('field.blueprint')}
          data={mockBlueprintNamesOf(kind).map((name) => ({
            value: name,
            label: mct(`blueprint.${name}`),
          }))}
          description={mct('form.size', size)}
          error={errorOf('blueprint')}
        />
        <NativeSelect
          {...form.register('packageId')}
          label={mct('field.packageId')}
          data={[{ value: '', label: mct('form.noPackage') }, ...packageOptions]}
          description={
            packages.isPending
              ? mct('form.packagesLoading')
              : packages.isError
                ? mct('form.packagesFailed')
                : undefined
          }
          error={errorOf('packageId')}
        />
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUploadField
              texts={{
                label: mct('image.label'),
                alt: mct('image.alt'),
                remove: mct('image.remove'),
                uploading: mct('image.uploading'),
                hint: mct('image.hint'),
                failed: mct('image.failed'),
              }}
              imageUrl={field.value}
              accept={introImageUpload.contentTypes}
              upload={uploadIntroImage}
              onChange={(result) => field.onChange(result?.url ?? null)}
            />
          )}
        />
        {errors.imageUrl && (
          <Text size="sm" c="red">
            {mct('error.imageUrl')}
          </Text>
        )}
        <SwitchField control={form.control} name="activated" label={mct('field.activated')} />
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {mct('form.problems')}
          </Alert>
        )}
        <FormFooter
          mutation={mutation}
          cancel={mct('form.cancel')}
          onCancel={onDone}
          submit={page ? mct('form.save') : mct('form.create')}
        />
      </Stack>
    </form>
  );
}
