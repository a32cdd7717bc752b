#pragma once

#include <core/corpus.h>

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace parallax::ui {

class CorpusModel;
struct FacetCounts;

// Facets to narrow every view at once: sources, eras, places, people,
// categories, importance, and "only where the sources disagree", each value
// with its number of events; one click clears them all. The facets are a
// QStandardItemModel (a group row per facet, a checkable row per value with
// its count in the second column) shown in a QTreeView.
class FilterPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit FilterPanel(CorpusModel *model, QWidget *parent = nullptr);
    QTreeView *tree() const { return m_tree; }
    QStandardItemModel *facets() const { return m_facets; }
    QCheckBox *disputedOnly() const { return m_disputed; }
    // Wide enough for the open facets' names and counts, up to a quarter of
    // the window: the dock opens with names whole where the window has room.
    QSize sizeHint() const override;

private:
    void rebuild();
    void takeEdit();
    void countEdits(const QList<std::pair<int, Event>> &replaced);
    void showCounts();
    void fill(const FacetCounts &counts);
    void apply();
    void syncFromModel();
    QStandardItem *addGroup(const QString &title, int facet);
    // Calls `f` with each value row's first item and its facet.
    void forEachValue(const std::function<void(QStandardItem *, int)> &f) const;

    CorpusModel *m_model;
    QStandardItemModel *m_facets;
    QTreeView *m_tree;
    QCheckBox *m_disputed;
    QLabel *m_summary;
    bool m_building = false;
    int m_generation = 0; // which rebuild a worker's counts belong to
    bool m_counting = false; // a worker counts
    std::shared_ptr<FacetCounts> m_counts; // what the facets show
    QList<std::pair<int, Event>> m_editedMeanwhile; // while a worker counted: each event as it was
};

} // namespace parallax::ui
