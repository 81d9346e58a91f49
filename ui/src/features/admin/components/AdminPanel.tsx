import { Link } from 'wouter';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusCircleOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { PageShell } from '../../layout/components/PageShell';
import './admin.css';

const cards = [
  {
    href: '/admin/create',
    title: 'Create Problem',
    text: 'Add a new problem with its test cases, starting code and reference solutions.',
    icon: <PlusCircleOutlined />,
    cta: 'Create',
  },
  {
    href: '/admin/update',
    title: 'Update Problem',
    text: 'Edit an existing problem; its reference solutions are judged again.',
    icon: <EditOutlined />,
    cta: 'Update',
  },
  {
    href: '/admin/delete',
    title: 'Delete Problem',
    text: 'Remove problems from the library.',
    icon: <DeleteOutlined />,
    cta: 'Delete',
    danger: true,
  },
  {
    href: '/admin/video',
    title: 'Video Problem',
    text: 'Upload and delete editorial videos.',
    icon: <VideoCameraOutlined />,
    cta: 'Manage videos',
  },
  {
    href: '/admin/history',
    title: 'Audit History',
    text: 'See who changed each problem and when, compare and restore its versions, rejudge, and read the audit log.',
    icon: <HistoryOutlined />,
    cta: 'Open history',
  },
] as const;

/** /admin: the four admin tools (spec §2) and the audit history (issue 12). */
export default function AdminPanel() {
  return (
    <PageShell title="Admin Panel" subtitle="Manage the problem library and its editorial videos.">
      <nav className="ad-cards" aria-label="Admin tools">
        {cards.map((card) => (
          <Link key={card.href} href={card.href} className={`ad-card${'danger' in card ? ' ad-card-danger' : ''}`}>
            <span className="ad-card-icon" aria-hidden>
              {card.icon}
            </span>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <span className="ad-card-cta" aria-hidden>
              {card.cta} →
            </span>
          </Link>
        ))}
      </nav>
    </PageShell>
  );
}
