#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace parallax::ui {

class CorpusModel;
struct FacetCounts;

// Facets to narrow every view at once: sources, eras, places, people,
// categories, importance, and "only where the sources disagree", each value
// with its number of events; one click clears them all.
class FilterPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit FilterPanel(CorpusModel *model, QWidget *parent = nullptr);
    QTreeWidget *tree() const { return m_tree; }
    QCheckBox *disputedOnly() const { return m_disputed; }

private:
    void rebuild();
    void fill(const FacetCounts &counts);
    void apply();
    void syncFromModel();

    CorpusModel *m_model;
    QTreeWidget *m_tree;
    QCheckBox *m_disputed;
    QLabel *m_summary;
    bool m_building = false;
    int m_generation = 0; // which rebuild a worker's counts belong to
};

} // namespace parallax::ui
