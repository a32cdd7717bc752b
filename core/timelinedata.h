#pragma once

#include "corpus.h"
#include "timelineindex.h"

#include <QHash>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace parallax {

// How events are spread over timeline lanes.
enum class LaneMode : std::uint8_t { Source, Place, Era, Category, Single };
QString laneModeName(LaneMode m);
// A lane mode's name for settings and object names, the same in every
// language ("source", "place", "era", "category", "single"); a stored
// translated name was lost when the interface's language changed.
QString laneModeKey(LaneMode m);

// Everything a timeline view draws, indexed: built once per corpus and lane
// mode, read by every frame.
struct TimelineData
{
    LaneMode mode = LaneMode::Single;
    QStringList laneTitles; // lane 0 is the record in Source mode
    QStringList laneLanguages; // the language of each lane's title, for its font
    std::vector<LaneIndex> lanes;
    DensityPyramid density; // event starts (record dates)
    AxisSpan extent {}; // record dates of all events
    // Record dates of the events outside background eras (the main story)
    // and, in Source mode, the dates their accounts claim: what Home fits.
    // The extent when every event is background.
    AxisSpan storyExtent {};
    // Events whose accounts disagree with the record: the span of all the
    // dates claimed for them, for the whisker drawn on the record marker.
    QHash<std::uint32_t, AxisSpan> conflictSpans;
    // Event indexes in time order, for next/previous navigation.
    std::vector<std::uint32_t> timeOrder;

    std::size_t memoryBytes() const;
};

// True when an account's claimed date cannot be the event's record date
// (with its qualifiers honoured, as the conflict detector does).
bool claimDisagrees(const Event &e, const Account &a);

// The items of event `index` (`e`), lane by lane: at most one per lane and
// account, found by searching each lane at the dates the event and its
// accounts have, O(lanes × log n) and nothing per off-screen event.
std::vector<std::pair<int, TimelineItem>> itemsOfEvent(const TimelineData &data, const Event &e, std::uint32_t index);

// `include`, when given, holds one flag per event: 0 leaves it out.
TimelineData buildTimelineData(const Corpus &corpus, LaneMode mode, const std::vector<char> *include = nullptr);

// buildTimelineData() with the events given one at a time, in the corpus's
// order (event k is the k-th given), for a reader that never holds them all:
// `head` has the sources and eras (its events are not read; it must outlive
// the stream). The result equals buildTimelineData() of the corpus with
// those events.
class TimelineStream
{
public:
    TimelineStream(const Corpus &head, LaneMode mode, std::uint32_t expected = 0);
    ~TimelineStream();
    TimelineStream(const TimelineStream &) = delete;
    TimelineStream &operator=(const TimelineStream &) = delete;
    void add(const Event &e);
    // Or, instead of add(), the events as stored (storedTimelineOf()), in
    // any order, each with its index (its place in the corpus's order, which
    // is time order): its spans, and its items, each in `lane` (laneOf() a
    // source's id; 0 is the record's).
    void addStored(std::uint32_t index, AxisSpan record, const std::optional<AxisSpan> &story,
        const std::optional<AxisSpan> &conflict);
    void addStoredItem(std::uint32_t index, int lane, TimelineItem item);
    // The lane of a source's id, or -1.
    int laneOf(const QString &sourceId) const;
    TimelineData finish();

private:
    struct Builder;
    std::unique_ptr<Builder> m_builder;
    std::uint32_t m_next = 0;
};

// What the timeline in source lanes draws of one event, computed when the
// event is written and stored beside it (schema 8), so that opening a large
// database reads its index instead of computing it. The items carry no event
// index (it is the event's place in time order, known only when read).
struct StoredTimelineEvent
{
    struct Item
    {
        int account = -1; // the record's lane, or the lane of this account's source
        TimelineItem item;
    };
    AxisSpan record {}; // the record's date
    std::optional<AxisSpan> story; // the record and the dates claimed for it, unless its era is background
    std::optional<AxisSpan> conflict; // the record and every claim that disagrees with it
    std::vector<Item> items;
};
StoredTimelineEvent storedTimelineOf(const Event &e, bool backgroundEra);

// Takes the new value of event `index` of `corpus` into `data` (built by
// buildTimelineData() for the same mode and filter, the other events
// unchanged): its old items leave every lane, its new ones join them, and the
// density, time order, extents and conflict spans follow; no lane is sorted
// again. False when this cannot be done in place (the event needs a lane the
// data lacks, or categories are the lanes): build the data again then.
// `was`, the event as it was when `data` last took it (when known): its old
// items are found by their starts instead of by a pass over every lane.
bool updateTimelineEvent(TimelineData &data, const Corpus &corpus, std::uint32_t index,
    const std::vector<char> *include = nullptr, const Event *was = nullptr);

} // namespace parallax
