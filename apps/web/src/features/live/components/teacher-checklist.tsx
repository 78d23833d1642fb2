import { Checkbox } from 'antd-mobile';
import type { LiveTeacher } from '@app/contract/live';
import { LazyImage } from '../../../components/lazy-image';
import styles from './room.module.css';

interface TeacherChecklistProps {
  teachers: readonly LiveTeacher[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/** Multi-select list of the room's teachers (teacher filter and search panel). */
export function TeacherChecklist({ teachers, value, onChange }: TeacherChecklistProps) {
  return (
    <Checkbox.Group value={[...value]} onChange={(ids) => onChange(ids.map(Number))}>
      <ul className={styles.checklist}>
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <Checkbox value={teacher.id} className={styles.checkItem}>
              <span className={styles.checkTeacher}>
                <span className={styles.checkAvatar}>
                  <LazyImage src={teacher.avatar} alt="" ratio={1} round />
                </span>
                {teacher.name}
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </Checkbox.Group>
  );
}
