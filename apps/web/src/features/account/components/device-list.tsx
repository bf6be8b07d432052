import type { Device } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Badge, Button, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { EMPTY_VALUE } from './dump-values';
import { ScrollTable } from '../../../components/scroll-table';

interface Props {
  title: string;
  devices: Device[];
  testId: string;
  onRevoke: (device: Device) => void;
  /** The device being revoked, if any. */
  revoking: number | null;
}

/** One client's devices: what they are, when they connected, and a revoke button for connected ones. */
export function DeviceList({ title, devices, testId, onRevoke, revoking }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();

  return (
    <section data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Title order={4} id={`${testId}-title`} mb="xs">
        {title}
      </Title>
      {devices.length === 0 ? (
        <Text c="dimmed" data-testid={`${testId}-empty`}>
          {t('account:devices.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={860} label={title} stickyActions>
          <Table striped withTableBorder fz="sm" aria-labelledby={`${testId}-title`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('account:devices.device')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.brand')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.manufacturer')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.model')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.created')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.modified')}</Table.Th>
                <Table.Th scope="col">{t('account:devices.status')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('account:devices.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {devices.map((device) => {
                const connected = device.status === 'connected';
                return (
                  <Table.Tr key={device.id} data-testid={`device-${device.id}`} data-status={device.status}>
                    <Table.Td>{device.device}</Table.Td>
                    <Table.Td>{device.brand ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>{device.manufacturer ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>{device.model ?? EMPTY_VALUE}</Table.Td>
                    <Table.Td>{formatDateTime(device.created, lang)}</Table.Td>
                    <Table.Td>{formatDateTime(device.modified, lang)}</Table.Td>
                    <Table.Td>
                      <Badge color={connected ? 'green' : 'gray'} variant="light">
                        {connected ? t('account:devices.connected') : t('account:devices.disconnected')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {connected && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={revoking === device.id}
                          onClick={() => onRevoke(device)}
                          aria-label={t('account:devices.revokeNamed', { device: device.device })}
                          data-testid={`device-${device.id}-revoke`}
                        >
                          {t('account:devices.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}
