import type { ApiResponse, CandidateApplication, FileInfo } from '@jobportal/contracts';
import { baseApi } from 'mf_shared_ui/platform';

/** Application and résumé calls used by the job detail, the activities and the profile. */
export const applicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    candidateWithdraw: build.mutation<CandidateApplication, { applicationId: string; jobId: string }>({
      query: ({ applicationId }) => ({
        url: `/candidate/applications/${encodeURIComponent(applicationId)}/withdraw`,
        method: 'POST',
      }),
      transformResponse: (r: ApiResponse<CandidateApplication>) => r.data,
      invalidatesTags: (_r, _e, { jobId }) => [
        { type: 'Job', id: jobId },
        'Application',
        'Overview',
        'CandidateActivity',
        // a withdrawal cancels the application's open interviews (issue 43)
        'Interview',
      ],
    }),
    candidateUploadResume: build.mutation<FileInfo, { file: File; setAsProfileResume: boolean }>({
      query: ({ file, setAsProfileResume }) => {
        const body = new FormData();
        body.append('kind', 'resume');
        body.append('set_as_profile_resume', String(setAsProfileResume));
        body.append('file', file, file.name);
        return { url: '/candidate/files', method: 'POST', body };
      },
      transformResponse: (r: ApiResponse<FileInfo>) => r.data,
      invalidatesTags: (_r, _e, { setAsProfileResume }) =>
        setAsProfileResume ? ['CandidateProfile', 'Overview'] : [],
    }),
  }),
});

export const { useCandidateWithdrawMutation, useCandidateUploadResumeMutation } = applicationsApi;
