import { useNavigate, useParams } from 'react-router';
import { Button } from 'mf_shared_ui/ui';
import { PlusOutlined } from 'mf_shared_ui/icons';
import { areaPath } from '../../../shared/access/areas';
import { FilterBar, SearchField, SelectField } from '../../../shared/components/Fields';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { PostEditorScreen } from '../components/PostEditorScreen';
import { PostsTable } from '../components/PostsTable';
import { POST_STATES } from '../utils/post';

/** /backoffice/content: the posts; /backoffice/content/new and /backoffice/content/:id: the editor. */
export default function ContentPage() {
  const { id } = useParams();
  return id ? <PostEditorScreen id={id} /> : <PostList />;
}

function PostList() {
  const { t } = useBackofficeT();
  const navigate = useNavigate();
  const list = useListParams({ state: '', q: '' });
  const state = oneOf(POST_STATES, list.filters.state, '');
  return (
    <>
      <PageTitle
        title={t('areas.content.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(areaPath('content', 'new'))}>
            {t('content.new')}
          </Button>
        }
      />
      <FilterBar>
        <SelectField
          label={t('content.state')}
          value={state}
          placeholder={t('common.all')}
          options={POST_STATES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => list.update({ state: value })}
        />
        <SearchField
          label={t('content.search')}
          value={list.filters.q}
          buttonLabel={t('common.search')}
          onSearch={(q) => list.update({ q })}
        />
      </FilterBar>
      <PostsTable list={list} linkTo={(postId) => areaPath('content', postId)} />
    </>
  );
}
