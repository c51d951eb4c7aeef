export { default } from '@/app/pages/RouteTitlePage'
