// Loaded on demand by charts.tsx: the charts and their styles arrive together.
import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
