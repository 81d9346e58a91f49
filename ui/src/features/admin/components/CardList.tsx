import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Form, type FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ListErrors, rule } from './formRules';

interface CardListProps<T> {
  /** The form's list field. */
  readonly name: string;
  readonly check: (value: T | undefined) => string | null;
  /** The nth item's card title (n from 1): "Visible case 2". */
  readonly itemTitle: (n: number) => string;
  readonly addLabel: string;
  readonly newItem: () => object;
  readonly addStyle?: CSSProperties;
  /** An item's fields, named under `field.name`. */
  readonly children: (field: FormListFieldData, n: number) => ReactNode;
}

/** A list of the form's items, a card each with Remove, the list's own errors, then Add. */
export function CardList<T>({ name, check, itemTitle, addLabel, newItem, addStyle, children }: CardListProps<T>) {
  return (
    <Form.List name={name} rules={[rule(check)]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={itemTitle(i + 1)}
              style={{ marginBottom: 12 }}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={`Remove ${itemTitle(i + 1).toLowerCase()}`}
                />
              }
            >
              {children(field, i + 1)}
            </Card>
          ))}
          <ListErrors errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add(newItem())} style={addStyle}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
