import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import type { FormListFieldData } from 'mf_shared_ui/ui-form';
import { Card } from 'mf_shared_ui/ui-data';
import { DeleteOutlined, PlusOutlined } from 'mf_shared_ui/icons';

interface RepeatableCardsProps {
  name: string;
  itemTitle: (n: number) => string;
  addLabel: string;
  max: number;
  newItem: () => object;
  children: (field: FormListFieldData) => ReactNode;
}

/** A repeatable group of profile fields (experience, education): one card per entry with remove, and an add button. */
export function RepeatableCards({ name, itemTitle, addLabel, max, newItem, children }: RepeatableCardsProps) {
  const { t } = useTranslation('candidate');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={itemTitle(index + 1)}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('profile.remove')}
                  onClick={() => remove(field.name)}
                />
              }
              style={{ marginBottom: 12 }}
            >
              {children(field)}
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add(newItem())}
            disabled={fields.length >= max}
          >
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
